import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** Markdown files whose links are checked: the README, SECURITY.md, docs/ and bench/. */
function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith(".md") ? [path] : [];
    });
  return ["README.md", "SECURITY.md", ...walk("docs"), ...walk("bench")];
}

/** The lines of a markdown file outside its fenced code blocks. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split("\n").filter((line) => {
    if (line.startsWith("```")) fenced = !fenced;
    return !fenced && !line.startsWith("```");
  });
}

/** A heading's anchor as GitHub makes it: its text, lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** A file's headings' texts. */
function headings(file: string): string[] {
  return proseLines(readFileSync(join(ROOT, file), "utf8")).flatMap((line) => {
    const match = /^#{1,6} +(.+?) *#* *$/.exec(line);
    return match?.[1] ? [match[1]] : [];
  });
}

/** A file's anchors, a repeated heading's numbered (-1, -2…) as GitHub numbers them. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    headings(file).map((text) => {
      const base = slug(text);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      return count === 0 ? base : `${base}-${count}`;
    }),
  );
}

/** Where a link from `file` leads: a problem, or nothing when the file (and its heading) exist. */
function problem(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto:
  const [path = "", anchor] = target.split("#");
  const resolved = path === "" ? file : relative(ROOT, join(ROOT, dirname(file), decodeURI(path)));
  if (!existsSync(join(ROOT, resolved))) return `${target}: no file ${resolved}`;
  if (anchor === undefined) return undefined;
  if (statSync(join(ROOT, resolved)).isDirectory()) return `${target}: an anchor on a folder`;
  return anchors(resolved).has(anchor) ? undefined : `${target}: no heading #${anchor} in ${resolved}`;
}

/** Files that may point to a heading in words: the code, the scripts, CI, the docs. */
function pointingFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(path);
      return /\.(ts|tsx|js|mjs|md|sh)$/.test(entry.name) ? [path] : [];
    });
  return [...["src", "scripts", "tests", "bench", "docs"].flatMap(walk), ".ci/run", "SECURITY.md"];
}

/** A section named as comments and records name one: the README or a page of docs/, then its heading in quotes. */
const POINTER = /(?<![\w/.-])(README|docs\/[\w/-]+\.md) "([^"]+)"/g;

describe("documentation links", () => {
  it("makes anchors as GitHub does", () => {
    expect(slug("Operations: metrics, request ids and logs")).toBe("operations-metrics-request-ids-and-logs");
    expect(slug("Open protocols: MCP, OpenAI and LanguageTool clients")).toBe(
      "open-protocols-mcp-openai-and-languagetool-clients",
    );
    expect(slug("OAuth for `MCP` clients")).toBe("oauth-for-mcp-clients");
  });

  it("lead to a file that exists, and to a heading it has", () => {
    const broken = markdownFiles().flatMap((file) =>
      proseLines(readFileSync(join(ROOT, file), "utf8")).flatMap((line) =>
        [...line.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => {
          const found = problem(file, match[1] ?? "");
          return found ? [`${file}: ${found}`] : [];
        }),
      ),
    );
    expect(broken).toEqual([]);
  });

  it("named in the code and the docs (a page, then a heading in quotes) are headings of that page", () => {
    const broken = pointingFiles().flatMap((file) =>
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, i) =>
          [...line.matchAll(POINTER)].flatMap(([pointer, page = "", heading = ""]) => {
            const path = page === "README" ? "README.md" : page;
            const found = existsSync(join(ROOT, path)) && headings(path).includes(heading);
            return found ? [] : [`${file}:${i + 1}: ${pointer}`];
          }),
        ),
    );
    expect(broken).toEqual([]);
  });
});
