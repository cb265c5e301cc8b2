import type { ReactNode } from "react";

/**
 * How each kind of client connects, step by step, for the Connect card: an address alone left
 * people guessing at the settings around it (docs/protocols.md has the longer version).
 */
export function ConnectSteps({ path, url }: { path: string; url: string }) {
  const local = /^http:\/\/(localhost|127\.|\[::1\])/.test(url);
  const steps: Record<string, { summary: string; items: ReactNode[] }> = {
    "/api/mcp": {
      summary: "How to connect Claude Code, Cursor or VS Code",
      items: [
        <>
          Claude Code:{" "}
          <Code>{`claude mcp add --transport http quillstack ${url} --header "Authorization: Bearer YOUR_KEY"`}</Code>
        </>,
        <>
          Cursor, VS Code and other MCP clients: add an HTTP (streamable) server with this address and the header above,
          or sign in when the client asks.
        </>,
        <>
          Claude's custom connectors (desktop and web) are called from Anthropic's servers: they need this site at a
          public HTTPS address{local ? ", which this one is not" : ""}.
        </>,
      ],
    },
    "/api/openai/v1": {
      summary: "How to connect an OpenAI client",
      items: [
        <>Base URL: the address above.</>,
        <>API key: a key made on this page.</>,
        <>
          Model: a tool's address name, such as <Code>paraphraser</Code> or <Code>grammar-checker</Code> (the client's
          model list shows them all).
        </>,
      ],
    },
    "/api/languagetool/v2": {
      summary: "How to connect LibreOffice",
      items: [
        <>Tools › Options › Language Settings › LanguageTool Server.</>,
        <>Tick "Enable LanguageTool".</>,
        <>Base URL: the address above; Username: your account's email; API key: a key made on this page.</>,
        <>OK, then turn on Tools › Automatic Spell Checking.</>,
      ],
    },
  };
  const guide = steps[path];
  if (!guide) return null;
  return (
    <details className="text-xs text-muted-foreground">
      <summary className="w-fit cursor-pointer font-medium text-foreground">{guide.summary}</summary>
      <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5">
        {guide.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ol>
    </details>
  );
}

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-muted px-1 py-0.5 break-all text-foreground">{children}</code>
);
