import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Logger } from "../log";

export type Email = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send: (email: Email) => Promise<void>; transport: "smtp" | "outbox" };

/**
 * SMTP when SMTP_URL is set; otherwise the message is printed to the log and kept in the outbox
 * table, so someone trying Quillstack on a laptop can still confirm their account.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      transport: "smtp",
      send: async (email) => {
        await transporter.sendMail({ from: opts.from, ...email });
        opts.log.info(`email sent to ${email.to}: ${email.subject}`);
      },
    };
  }
  return {
    transport: "outbox",
    send: async (email) => {
      await opts.db
        .insert(emailOutbox)
        .values({ toAddress: email.to, subject: email.subject, text: email.text, html: email.html });
      // One log line (the logger escapes line breaks); the body's lines are set apart by " | " so a
      // confirmation link in it can be selected and pasted as it is.
      const body = email.text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join(" | ");
      opts.log.info(`email (no SMTP_URL, kept in outbox) to ${email.to}: ${email.subject} | ${body}`);
    },
  };
}
