import { ORG_REFUSALS } from "./organizations";
import { possessive } from "./possessive";
import { REFUSALS } from "./run";

/**
 * May this run start, and if not, which refusal (docs/architecture.md "Word allowance"): the one verdict the
 * server's preflight (answering the HTTP error when the start statement held nothing) and the
 * browser's pre-check (before it sends the run) both give.
 */

/** An organization member's part of the allowance: what their organization allows them. */
export type OrgAllowanceView = {
  name: string;
  suspended: boolean;
  toolOff: boolean;
  /** Words the pool has left this month. */
  poolRoom: number;
  /** Words the member's cap leaves this month; null when no cap is set. */
  capRoom: number | null;
};

/** The allowance as a run sees it (a member's: `org` set, `remaining` the smaller of cap and pool). */
export type AllowanceView = {
  wordsUsed: number;
  wordsLimit: number;
  remaining: number;
  org?: OrgAllowanceView;
};

/** What a run may not start past, after the limit: the input's words, then the tool's own estimate. */
export type AllowanceChecks = { inputWords: number; need: number };

export type AllowanceRefusal = { code: string; title: string; message: string; status: 403 | 503 };

const forbidden = (r: { code: string; title: string; message: string }): AllowanceRefusal => ({ ...r, status: 403 });

/**
 * The refusal for a run, in this order, or null when the allowance lets it start: no allowance
 * (no profile: 503); for an organization's member, their access suspended, the tool turned off,
 * the pool used up, their cap reached, then the input or the estimate longer than what remains
 * (naming the cap or the pool, whichever is shorter); for a personal account, the limit reached,
 * the input longer than what remains, the tool's estimate. The server's statement holds the words
 * by the same rule (metering/money-rule.ts); when it held none though this says the run may start,
 * another run took the words first (REFUSALS.wouldExceed).
 */
export function allowanceVerdict(
  allowance: AllowanceView | null,
  checks: AllowanceChecks,
  toolName: string,
): AllowanceRefusal | null {
  if (!allowance) return { ...REFUSALS.usageFailed, status: 503 };
  const { wordsUsed, wordsLimit, remaining, org } = allowance;
  if (org) return orgVerdict(org, remaining, checks, toolName);
  if (wordsUsed >= wordsLimit) return forbidden(REFUSALS.limitReached(wordsLimit));
  if (checks.inputWords > remaining) return forbidden(REFUSALS.inputTooLong(checks.inputWords, remaining));
  if (checks.need > remaining) return forbidden(REFUSALS.estimateTooLarge(checks.need, remaining));
  return null;
}

function orgVerdict(
  org: OrgAllowanceView,
  remaining: number,
  checks: AllowanceChecks,
  toolName: string,
): AllowanceRefusal | null {
  const refusal = (r: (typeof ORG_REFUSALS)[keyof typeof ORG_REFUSALS]) =>
    forbidden({ code: r.code, title: r.title, message: r.message(org.name, toolName) });
  if (org.suspended) return refusal(ORG_REFUSALS.suspended);
  if (org.toolOff) return refusal(ORG_REFUSALS.toolOff);
  if (org.poolRoom <= 0) return refusal(ORG_REFUSALS.poolExhausted);
  if (org.capRoom !== null && org.capRoom <= 0) return refusal(ORG_REFUSALS.capReached);
  const short = org.capRoom !== null && org.capRoom <= org.poolRoom ? "your cap" : `${possessive(org.name)} pool`;
  const over =
    checks.inputWords > remaining
      ? { code: "INPUT_EXCEEDS_REMAINING", text: `This text contains ${checks.inputWords} words` }
      : checks.need > remaining
        ? { code: "ESTIMATE_EXCEEDS_REMAINING", text: `This request needs up to ${checks.need} words` }
        : null;
  if (!over) return null;
  return forbidden({
    code: over.code,
    title: "Word Limit Exceeded",
    message: `${over.text}, but only ${remaining} words remain this month in ${short}.`,
  });
}
