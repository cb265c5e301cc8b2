import { Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ConnectSteps } from "./ConnectSteps";

/**
 * The open protocols' addresses (docs/protocols.md "Open protocols: MCP, OpenAI and LanguageTool clients"), each
 * with what speaks it.
 */
const ENDPOINTS = [
  {
    name: "MCP server",
    path: "/api/mcp",
    hint: "For Claude Code, Cursor, VS Code and other MCP clients: your tools and documents, with your key or by signing in.",
  },
  {
    name: "OpenAI-compatible API",
    path: "/api/openai/v1",
    hint: "For Open WebUI, LibreChat and any OpenAI client: each tool is a model.",
  },
  {
    name: "LanguageTool server",
    path: "/api/languagetool/v2",
    hint: "For LibreOffice, the LanguageTool add-on, Obsidian and LTeX: checks as you type, no words charged. Use your email as the username.",
  },
] as const;

/** Where the user's other apps connect, with a Copy button for each address. */
export function ConnectAppsCard() {
  // The address the browser reached us at (what the user's other apps will use too); known after mount.
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const copy = async (name: string, url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Copied!", { description: `The ${name} address is on your clipboard.` });
    } catch {
      toast.error("Error", { description: "Failed to copy the address. Select it and copy it yourself." });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connect other apps</CardTitle>
        <CardDescription>
          Use Quillstack where you write. Each of these takes an API key from this page; runs use your word allowance
          and are saved in your documents.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {ENDPOINTS.map((endpoint) => {
            const url = `${origin}${endpoint.path}`;
            return (
              <li
                key={endpoint.path}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="text-sm font-medium">{endpoint.name}</span>
                  <code className="w-fit rounded bg-muted px-1.5 py-0.5 text-xs break-all">{url}</code>
                  <span className="text-xs text-muted-foreground">{endpoint.hint}</span>
                  <ConnectSteps path={endpoint.path} url={url} />
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="w-fit gap-1.5"
                  onClick={() => void copy(endpoint.name, url)}
                  aria-label={`Copy the ${endpoint.name} address`}
                >
                  <Copy className="h-4 w-4" aria-hidden="true" /> Copy
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
