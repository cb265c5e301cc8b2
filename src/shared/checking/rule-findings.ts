import { Dialect as HarperDialect, type LocalLinter } from "harper.js";
import { issuesFromLints, type LintIssue } from "../lint-issue";
import type { Dialect } from "./dialect";
import { tunedFindings } from "./harper-rules";
import { loadWordFrequencies } from "./word-frequency";

export const HARPER_DIALECTS: Record<Dialect, HarperDialect> = {
  american: HarperDialect.American,
  british: HarperDialect.British,
  australian: HarperDialect.Australian,
  canadian: HarperDialect.Canadian,
};

/**
 * The offline rules' findings in a text, in a dialect's spelling: Harper's lints as issues, with our
 * own rules beside them (issuesFromLints), a few of Harper's filed as hints or left out
 * (tunedFindings). The server's worker and the editor's worker each hold one
 * Harper linter and ask through this, so both run the same rules the same way.
 *
 * One linter serves every dialect (a second would hold another half gigabyte): it is switched only
 * when a text asks for another one, and texts are linted one at a time so a switch never lands in the
 * middle of another text's lint.
 */
export function ruleChecker(
  linter: LocalLinter,
  /** The dialect the linter was built in. */
  built: Dialect = "american",
): (text: string, dialect: Dialect) => Promise<LintIssue[]> {
  // Spelling suggestions are ranked by word frequency (docs/decisions/0046): the list loads beside
  // Harper's much larger WebAssembly, and lints wait for it so every surface ranks alike.
  const frequencies = loadWordFrequencies();
  let current = built;
  let queue: Promise<unknown> = Promise.resolve();
  const check = async (text: string, dialect: Dialect) => {
    await frequencies;
    if (dialect !== current) {
      await linter.setDialect(HARPER_DIALECTS[dialect]);
      current = dialect;
    }
    // Harper's own dedup would let a long-sentence hint hide every finding inside it (docs/decisions/0044).
    return tunedFindings(issuesFromLints(await linter.organizedLints(text, { dedup: false }), text), text);
  };
  return (text, dialect) => {
    const next = queue.then(() => check(text, dialect));
    queue = next.catch(() => undefined);
    return next;
  };
}
