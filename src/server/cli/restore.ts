import path from "node:path";
import { BackupError, restoreBackup } from "../backup/restore";
import { ConfigError } from "../config";
import { backupFileArgument } from "./backup-file";

/** `npm run restore -- FILE`: a backup into an empty DATA_DIR; the next start migrates it forward. */
async function main(args: string[]): Promise<number> {
  const parsed = backupFileArgument(args, "npm run restore -- <file.tar.gz>");
  if (typeof parsed === "number") return parsed;
  const { file, config } = parsed;
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
