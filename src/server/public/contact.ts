import { CONTACT_FAILURE, contactSchema } from "@shared/contact";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { apiError, validationError } from "../http/errors";
import { withinRateLimit } from "../http/rate-limit";
import type { Logger } from "../log";

/**
 * POST /api/contact: validates, stores the message, then emails it to SUPPORT_EMAIL. The spec's
 * client reads {success, error}; a failed delivery answers 502 with success false (the message
 * stays stored, marked failed, so support can still find it).
 */
export function contactRoutes(deps: { db: Db; mailer: Mailer; config: Config; log: Logger }) {
  const { db, mailer, config, log } = deps;
  const app = new Hono();
  app.post("/", async (c) => {
    if (!(await withinRateLimit(db, c, "contact", 5, 10 * 60_000))) {
      return c.json({ success: false, error: "Too many messages. Please try again in a few minutes." }, 429);
    }
    const parsed = contactSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const { name, email, subject, message } = parsed.data;
    const [stored] = await db.insert(contactMessages).values(parsed.data).returning({ id: contactMessages.id });
    try {
      await mailer.send({
        to: config.supportEmail,
        replyTo: email,
        subject: `[Contact] ${subject}`,
        text: `From: ${name} <${email}>\n\n${message}\n`,
      });
      await db
        .update(contactMessages)
        .set({ delivery: mailer.transport === "smtp" ? "sent" : "outbox" })
        .where(eq(contactMessages.id, stored.id));
      return c.json({ success: true });
    } catch (error) {
      log.warn(`contact message ${stored.id} could not be emailed: ${(error as Error).message}`);
      await db.update(contactMessages).set({ delivery: "failed" }).where(eq(contactMessages.id, stored.id));
      return c.json({ success: false, error: CONTACT_FAILURE }, 502);
    }
  });
  app.all("/", (c) => apiError(c, 405, "METHOD_NOT_ALLOWED", "Error", "Use POST."));
  return app;
}
