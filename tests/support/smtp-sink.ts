import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string };

/**
 * A real SMTP server on loopback that keeps every message it accepts, so tests read mail the way
 * a person would. `reject` makes it refuse messages, to drive the app's failure paths.
 */
export async function startSmtpSink(
  opts: { port?: number; reject?: boolean | (() => boolean); onMail?: (mail: ReceivedMail) => void } = {},
) {
  const rejecting = () => (typeof opts.reject === "function" ? opts.reject() : Boolean(opts.reject));
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      if (rejecting()) {
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
          };
          messages.push(mail);
          opts.onMail?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a message body. */
export function firstLink(text: string): string {
  const link = /https?:\/\/[^\s>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return link;
}
