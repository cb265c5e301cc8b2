import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { firstLink, type ReceivedMail } from "../../support/smtp-sink";

function readMail(): ReceivedMail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error("E2E_MAIL_FILE is not set (global setup did not run)");
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Waits for the newest email to this address and returns the first link in it. */
export async function linkFromMailTo(address: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mine = readMail().filter((mail) => mail.to.includes(address));
        link = mine.length ? firstLink(mine[mine.length - 1].text) : "";
        return link;
      },
      { message: `email to ${address}`, timeout: 15_000 },
    )
    .not.toBe("");
  return link;
}

/** Makes the test mail server refuse every message until the returned function is called. */
export function rejectMail(): () => void {
  const flag = process.env.E2E_SMTP_REJECT_FLAG;
  if (!flag) throw new Error("E2E_SMTP_REJECT_FLAG is not set (global setup did not run)");
  writeFileSync(flag, "");
  return () => rmSync(flag, { force: true });
}

/**
 * Waits for an email whose subject contains `subject` (and sent to `to`, when given: a message to
 * every administrator is one email each, and other specs may have made administrators) and returns
 * it (newest first).
 */
export async function mailWithSubject(subject: string, to?: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMail()
          .reverse()
          .find((mail) => mail.subject.includes(subject) && (to === undefined || mail.to.includes(to)));
        return found !== undefined;
      },
      { message: `email with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}
