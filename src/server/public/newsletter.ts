import { createHash, randomBytes } from "node:crypto";
import { newsletterSchema } from "@shared/contact";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { validationError } from "../http/errors";
import { withinRateLimit } from "../http/rate-limit";
import type { Logger } from "../log";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(24).toString("base64url");

/**
 * Newsletter with double opt-in: sign-up sends a confirmation link; only confirmed addresses are
 * subscribed; every email carries an unsubscribe link. The answer never reveals whether an address
 * was already on the list.
 */
export function newsletterRoutes(deps: { db: Db; mailer: Mailer; config: Config; log: Logger }) {
  const { db, mailer, config, log } = deps;
  const app = new Hono();

  app.post("/", async (c) => {
    if (!(await withinRateLimit(db, c, "newsletter", 5, 10 * 60_000))) {
      return c.json({ success: false, error: "Too many requests. Please try again in a few minutes." }, 429);
    }
    const parsed = newsletterSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const email = parsed.data.email.toLowerCase();
    const confirm = newToken();
    const unsubscribe = newToken();
    const [row] = await db
      .insert(newsletterSubscribers)
      .values({ email, confirmTokenHash: hash(confirm), unsubscribeTokenHash: hash(unsubscribe) })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        // A confirmed subscriber stays confirmed; anyone else gets a fresh link.
        set: {
          confirmTokenHash: sql`CASE WHEN ${newsletterSubscribers.status} = 'confirmed' THEN ${newsletterSubscribers.confirmTokenHash} ELSE ${hash(confirm)} END`,
          unsubscribeTokenHash: hash(unsubscribe),
          status: sql`CASE WHEN ${newsletterSubscribers.status} = 'confirmed' THEN 'confirmed'::newsletter_status ELSE 'pending'::newsletter_status END`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ status: newsletterSubscribers.status });
    if (row.status !== "confirmed") {
      const base = config.publicUrl;
      try {
        await mailer.send({
          to: email,
          subject: "Confirm your Quillstack newsletter subscription",
          text:
            `Please confirm that you want the Quillstack newsletter:\n\n${base}/api/newsletter/confirm?token=${confirm}\n\n` +
            `If you did not ask for it, ignore this message or unsubscribe:\n${base}/api/newsletter/unsubscribe?token=${unsubscribe}\n`,
        });
      } catch (error) {
        log.warn(`newsletter confirmation to ${email} failed: ${(error as Error).message}`);
        return c.json({ success: false, error: "We could not send the confirmation email. Please try again." }, 502);
      }
    }
    return c.json({ success: true, message: "Check your inbox to confirm your subscription." });
  });

  app.get("/confirm", async (c) => {
    const token = c.req.query("token") ?? "";
    const rows = await db
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: sql`now()`, confirmTokenHash: null, updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.confirmTokenHash, hash(token)))
      .returning({ id: newsletterSubscribers.id });
    return c.redirect(`/?newsletter=${rows.length ? "confirmed" : "invalid"}`, 302);
  });

  const unsubscribe = async (token: string) =>
    db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.unsubscribeTokenHash, hash(token)))
      .returning({ id: newsletterSubscribers.id });
  app.get("/unsubscribe", async (c) => {
    const rows = await unsubscribe(c.req.query("token") ?? "");
    return c.redirect(`/?newsletter=${rows.length ? "unsubscribed" : "invalid"}`, 302);
  });
  // One-click unsubscribe from mail clients (RFC 8058 sends a POST).
  app.post("/unsubscribe", async (c) => {
    const rows = await unsubscribe(c.req.query("token") ?? "");
    return c.json({ success: rows.length > 0 });
  });
  return app;
}
