import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The generated secret's file in DATA_DIR (backups carry it: src/server/backup/archive.ts). */
export const AUTH_SECRET_FILE = "auth-secret";

/** AUTH_SECRET, or one generated on first start and kept in DATA_DIR so sessions survive restarts. */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
