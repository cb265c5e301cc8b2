import { type GrammarResult, ISSUE_TYPE_LABEL, SEVERITY_LABEL } from "./grammar";

/**
 * A grammar check as plain text, for surfaces that show text only (a chat, an assistant): each
 * issue with its fix and why, then the corrected text.
 */
export function grammarReport(result: GrammarResult): string {
  const lines: string[] = [];
  if (result.issues.length === 0) lines.push("No issues found.");
  else {
    const n = result.issues.length;
    lines.push(`${n} issue${n === 1 ? "" : "s"} found (score ${result.grammarScore}/100):`);
    result.issues.forEach((issue, i) => {
      const fix = issue.suggestion ? ` → "${issue.suggestion}"` : "";
      lines.push(
        `${i + 1}. [${SEVERITY_LABEL[issue.severity]}, ${(ISSUE_TYPE_LABEL[issue.type] ?? issue.type).toLowerCase()}] "${issue.text}"${fix}: ${issue.explanation}`,
      );
    });
  }
  if (result.notice) lines.push("", result.notice);
  lines.push("", "Corrected text:", result.correctedText);
  return lines.join("\n");
}
