import { writeFileSync } from "node:fs";
import { MIGRATIONS_DIR, openPglite } from "./client";
import { type SeedMeta, seedFiles, seedMetaFile } from "./seed";

/**
 * Writes the ready-made database (db/seed.ts) to `file` and its description beside it: a new
 * in-memory PGlite, started as the server starts it, with every migration in `migrationsFolder`
 * applied and nothing else. The migrations insert no rows into an empty database, and everything
 * an instance makes for itself (the auth secret, accounts, the OAuth provider's records) is made at
 * its first start, after the seed is loaded. Run by scripts/build-server.mjs on the compiled server.
 */
export async function writeSeed(file: string, migrationsFolder = MIGRATIONS_DIR): Promise<SeedMeta> {
  const database = await openPglite("memory://");
  try {
    await database.migrate(migrationsFolder);
    // Everything written is in the data files, so a start from the seed replays no WAL.
    await database.pglite.exec("CHECKPOINT");
    const dump = await database.pglite.dumpDataDir("gzip");
    const data = new Uint8Array(await dump.arrayBuffer());
    const { meta, json } = seedFiles(data, migrationsFolder);
    writeFileSync(file, data);
    writeFileSync(seedMetaFile(file), json);
    return meta;
  } finally {
    await database.close();
  }
}
