import { describe, expect, it } from "vitest";
import {
  describeCycle,
  type Edge,
  folderCycles,
  folderEdges,
  folderOf,
  layerOf,
  resolveImport,
  sourceFiles,
  upwardEdges,
} from "./import-layers";

const edges = folderEdges([...sourceFiles("src/web"), ...sourceFiles("src/server")]);

/** Folder cycles as readable lines: the folders, then each import that closes the loop. */
function report(cycles: string[][], all: Edge[]): string[] {
  return cycles.flatMap((cycle) => [
    `cycle: ${cycle.join(" <-> ")}`,
    ...describeCycle(cycle, all).map((l) => `  ${l}`),
  ]);
}

describe("import layers", () => {
  it("resolves the tsconfig aliases and relative paths to files", () => {
    expect(resolveImport("src/web/routes/profile.tsx", "~/lib/api")).toBe("src/web/lib/api.ts");
    expect(resolveImport("src/server/app.ts", "@shared/tools")).toBe("src/shared/tools/index.ts");
    expect(resolveImport("src/server/me/routes.ts", "../http/errors")).toBe("src/server/http/errors.ts");
    expect(resolveImport("src/server/app.ts", "hono")).toBeUndefined();
    expect(folderOf("src/web/features/tools/result/ResultPane.tsx")).toBe("web/features/tools");
    expect(folderOf("src/server/auth/profiles.ts")).toBe("server/auth");
  });

  it("sees the imports it must judge (a broken parser would find no cycle anywhere)", () => {
    const has = (from: string, to: string) => edges.some((edge) => edge.from === from && edge.to === to);
    expect(has("web/routes", "web/features/tools")).toBe(true);
    expect(has("server/root", "server/auth")).toBe(true);
    expect(has("web/features/admin", "web/components/ui")).toBe(true);
  });

  it("finds a folder cycle that no single file closes", () => {
    const made: Edge[] = [
      { from: "a", to: "b", file: "a/x.ts", imported: "b/y.ts" },
      { from: "b", to: "c", file: "b/z.ts", imported: "c/w.ts" },
      { from: "c", to: "a", file: "c/v.ts", imported: "a/u.ts" },
      { from: "c", to: "d", file: "c/v.ts", imported: "d/t.ts" },
    ];
    expect(folderCycles(made)).toEqual([["a", "b", "c"]]);
    expect(folderCycles(made, ["b"])).toEqual([]);
  });

  it("has no folder-level cycle among src/web and src/server folders: each import runs down a layer", () => {
    expect(report(folderCycles(edges), edges)).toEqual([]);
  });

  it("puts a folder no layer names among the features, and orders the named ones", () => {
    expect(layerOf("server/some-new-feature")).toBe(layerOf("server/me"));
    expect(layerOf("server/auth")).toBeLessThan(layerOf("server/http"));
    expect(layerOf("server/http")).toBeLessThan(layerOf("server/organizations"));
    expect(layerOf("server/organizations")).toBeLessThan(layerOf("server/admin"));
    expect(layerOf("web/lib")).toBeLessThan(layerOf("web/components/ui"));
    expect(layerOf("web/components/ui")).toBeLessThan(layerOf("web/features/new-area"));
    expect(layerOf("web/features/tools")).toBeLessThan(layerOf("web/routes"));
    expect(() => layerOf("web/hooks")).toThrow(/has no layer/);
  });

  it("keeps each protocol surface apart: what they share is in server/protocols, which imports none of them", () => {
    const surfaces = ["server/api", "server/mcp", "server/openai", "server/languagetool", "server/voice"];
    const shared = ["server/protocols", ...surfaces];
    const crossing = edges.filter(({ from, to }) => surfaces.includes(to) && shared.includes(from));
    expect(crossing.map(({ file, imported }) => `${file} imports ${imported}`)).toEqual([]);
    expect(edges.some(({ from, to }) => from === "server/openai" && to === "server/protocols")).toBe(true);
  });

  it("runs no import up a layer (docs/architecture.md, folder layers)", () => {
    expect(upwardEdges(edges)).toEqual([]);
  });
});
