import { ROLES, type Role } from "@shared/api";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { setRoleByEmail } from "./roles";

/** `npm run admin -- <email> <role>`: sets any account's role, e.g. to bootstrap the first admin. */
async function main(args: string[]) {
  const [email, role] = args;
  if (!email || !role || !ROLES.includes(role as Role)) {
    console.error(`Usage: npm run admin -- <email> <${ROLES.join("|")}>`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const updated = await setRoleByEmail(database.db, email, role as Role);
    if (!updated) {
      console.error(`No account with email ${email}. The person must sign up first.`);
      return 1;
    }
    console.log(`${email} is now ${role}.`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
