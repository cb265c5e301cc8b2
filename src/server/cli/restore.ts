import path from "node:path";
import { BackupError, restoreBackup } from "../backup/restore";
import { PG_DUMP_MESSAGE } from "../backup/routes";
import { ConfigError, invocationDir, loadConfig } from "../config";

/** `npm run restore -- FILE`: a backup into an empty DATA_DIR; the next start migrates it forward. */
async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0].startsWith("-")) {
    console.error("Usage: npm run restore -- <file.tar.gz>");
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(PG_DUMP_MESSAGE);
    return 1;
  }
  const file = path.resolve(invocationDir(), args[0]);
  const dataDir = path.resolve(config.dataDir);
  const { manifest, warnings } = await restoreBackup(file, dataDir);
  console.log(
    `Restored the backup of ${manifest.createdAt} (Quillstack ${manifest.appVersion}) into ${dataDir}. Start Quillstack: it brings the database up to date if the backup is older.`,
  );
  for (const warning of warnings) console.warn(warning);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
