import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The ready-made embedded database the build writes beside the compiled server: an empty cluster
 * with every migration applied, as PGlite's dumpDataDir("gzip") tarball, and beside it a small JSON
 * file saying which migrations it holds and the tarball's checksum. A fresh install unpacks it into
 * its new data directory instead of running initdb and the migrations
 * (docs/decisions/0031-ready-made-database.md). From source (tsx, dev, tests) there is no such file
 * beside this module, and nothing changes.
 */
export const SEED_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-seed.tar.gz");

export type SeedMeta = {
  /** How many migrations the seed has applied, and a hash of their journal and SQL. */
  migrations: number;
  migrationsSha256: string;
  /** The tarball's own checksum: a truncated or altered file is ignored before anything is written. */
  seedSha256: string;
};

export const seedMetaFile = (seedFile: string) => `${seedFile.replace(/\.tar\.gz$/, "")}.json`;

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** Which migrations `folder` holds: their count and a hash of the journal and every SQL file. */
export function migrationsFingerprint(folder: string): Pick<SeedMeta, "migrations" | "migrationsSha256"> {
  const journal = readFileSync(path.join(folder, "meta", "_journal.json"), "utf8");
  const entries = (JSON.parse(journal) as { entries: { tag: string }[] }).entries;
  const hash = createHash("sha256").update(journal);
  for (const entry of entries) hash.update(readFileSync(path.join(folder, `${entry.tag}.sql`)));
  return { migrations: entries.length, migrationsSha256: hash.digest("hex") };
}

/** The description of the tarball `data` for the migrations in `migrationsFolder`, and its file's text. */
export function seedFiles(data: Uint8Array, migrationsFolder: string): { meta: SeedMeta; json: string } {
  const meta: SeedMeta = { ...migrationsFingerprint(migrationsFolder), seedSha256: sha256(data) };
  return { meta, json: `${JSON.stringify(meta, null, 2)}\n` };
}

/**
 * `seedFile` if it can fill a new data directory, or undefined: none was built (running from
 * source), or it does not hold exactly the migrations in `migrationsFolder` (a build older or newer
 * than this code), or the tarball is not the one described. Those last cases are warned about: the
 * new database is then made the slow way, as without a seed.
 */
export function checkedSeed(
  seedFile: string,
  migrationsFolder: string,
  warn: (message: string) => void,
): string | undefined {
  if (!existsSync(seedFile)) return undefined;
  const ignore = (why: string) => {
    warn(`ready-made database ${seedFile} ignored (${why}); creating a new database`);
    return undefined;
  };
  let meta: Partial<SeedMeta>;
  try {
    meta = JSON.parse(readFileSync(seedMetaFile(seedFile), "utf8"));
  } catch (error) {
    return ignore(`its description is unreadable: ${(error as Error).message}`);
  }
  const current = migrationsFingerprint(migrationsFolder);
  if (meta.migrations !== current.migrations || meta.migrationsSha256 !== current.migrationsSha256)
    return ignore(`made for ${meta.migrations} migrations, not this server's ${current.migrations}`);
  if (sha256(readFileSync(seedFile)) !== meta.seedSha256) return ignore("its checksum does not match its description");
  return seedFile;
}

/**
 * Unpacks the seed into `dir`, which must not exist or be empty. It is unpacked beside it first and
 * renamed into place, so a start interrupted half-way leaves no partial database at `dir` (the next
 * start removes the leftover and begins again). Not PGlite's own `loadDataDir`: that holds the whole
 * tarball, unzipped, and a copy of each file in memory, ~110 MB more at the first start's peak.
 */
export async function unpackSeed(seedFile: string, dir: string): Promise<void> {
  const unpacking = `${dir}.unpacking`;
  rmSync(unpacking, { recursive: true, force: true });
  mkdirSync(unpacking, { recursive: true, mode: 0o700 });
  try {
    // Loaded only here: only a first start needs it.
    const tar = await import("tar");
    // PGlite names its entries "/base/…": tar strips the leading "/" (saying so, which is only
    // information) and lets no entry out of the directory. Anything else it reports is a bad tarball.
    const problems: string[] = [];
    await tar.x({
      file: seedFile,
      cwd: unpacking,
      // Read 64 kB at a time, not tar's 16 MB (the whole file): what is read at once is unzipped and
      // held at once (42 MB), ~30 MB more at the start's peak.
      maxReadSize: 64 * 1024,
      onwarn: (code, message) => code !== "TAR_ENTRY_INFO" && problems.push(`${code}: ${message}`),
    });
    if (problems.length) throw new Error(problems.join("; "));
    if (!existsSync(path.join(unpacking, "PG_VERSION"))) throw new Error("it holds no PG_VERSION");
    if (existsSync(dir)) rmdirSync(dir); // empty (checked by the caller); fails rather than delete data
    renameSync(unpacking, dir);
  } catch (error) {
    rmSync(unpacking, { recursive: true, force: true });
    throw error;
  }
}
