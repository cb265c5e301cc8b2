import path from "node:path";
import { PG_DUMP_MESSAGE } from "../backup/routes";
import { type Config, invocationDir, loadConfig } from "../config";

/**
 * The one argument of `npm run backup` and `npm run restore` (a file, resolved from where npm was
 * run) and the configuration; the exit code instead when the usage is wrong (2) or the database
 * is PostgreSQL (1: pg_dump is the way).
 */
export function backupFileArgument(args: string[], usage: string): { file: string; config: Config } | number {
  if (args.length !== 1 || args[0].startsWith("-")) {
    console.error(`Usage: ${usage}`);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(PG_DUMP_MESSAGE);
    return 1;
  }
  return { file: path.resolve(invocationDir(), args[0]), config };
}
