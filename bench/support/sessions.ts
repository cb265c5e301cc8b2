import { createHmac, randomBytes, randomUUID } from "node:crypto";
import pg from "pg";

/**
 * Signed-in browsers for a load test on PostgreSQL: `count` verified users, each with a profile
 * (unlimited words, so the load never hits the allowance) and a session row, written straight into
 * the app's database (signing up through the API is rate-limited per address, as it should be).
 * Each cookie is the session token signed with the app's AUTH_SECRET, exactly as Better Auth sets it;
 * one request through the app then adds whatever session cache cookie the app hands a browser.
 */
export async function seedSignedInUsers(
  dbUrl: string,
  base: string,
  secret: string,
  count: number,
  // Off for hundreds of users: Better Auth limits how often one address may read its session.
  opts: { sessionCache: boolean } = { sessionCache: true },
): Promise<string[]> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const userId = randomUUID();
    const token = randomBytes(24).toString("base64url");
    await db.query("INSERT INTO users (id, name, email, email_verified) VALUES ($1, $2, $3, true)", [
      userId,
      `Bench ${i}`,
      `bench-${i}-${userId.slice(0, 8)}@example.com`,
    ]);
    await db.query("INSERT INTO profiles (user_id, full_name, unlimited_access) VALUES ($1, $2, true)", [
      userId,
      `Bench ${i}`,
    ]);
    await db.query(
      "INSERT INTO sessions (id, token, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')",
      [randomUUID(), token, userId],
    );
    const signature = createHmac("sha256", secret).update(token).digest("base64");
    const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
    cookies.push(opts.sessionCache ? await withSessionCache(base, cookie) : cookie);
  }
  await db.end();
  return cookies;
}

/** The cookie header a browser holds after one signed-in request (the session cache, if any). */
export async function withSessionCache(base: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
  if (!res.ok || (await res.json()) === null) throw new Error(`seeded session not accepted: ${res.status}`);
  const jar = new Map(cookie.split("; ").map((pair) => pair.split("=", 2) as [string, string]));
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/**
 * Makes every seeded user a member of one organization with a pool larger than any load (no cap):
 * the school case, where every run holds, and is settled on, the same organization's row.
 */
export async function joinOneOrganization(dbUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    "INSERT INTO organizations (name, pool_words) VALUES ('Bench School', 1000000000) RETURNING id",
  );
  await db.query(
    `INSERT INTO organization_members (user_id, organization_id, role)
      SELECT id, $1, 'member' FROM users WHERE email LIKE 'bench-%'`,
    [rows[0].id],
  );
  await db.end();
}
