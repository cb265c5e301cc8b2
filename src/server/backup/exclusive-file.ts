import { closeSync, constants, fchmodSync, lstatSync, openSync } from "node:fs";
import { BackupError } from "./restore";

/**
 * Creates `file` for a backup, exclusively, and answers its descriptor (docs/decisions/0030-backups.md):
 * O_CREAT|O_EXCL fails on anything already there, a symbolic link included (O_NOFOLLOW says so
 * again), so the database is never written through a link someone left, nor into a file whose
 * owner or mode someone else chose. The mode is set to 0600 after creation: the umask can only
 * narrow the mode `open` gives, and the file must be readable by its owner whatever it is.
 */
export function createExclusive(file: string): number {
  let fd: number;
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const link = isLink(file) ? " (a symbolic link)" : "";
    throw new BackupError(
      `${file} already exists${link}: another backup to this name is under way, or one was interrupted. ` +
        "Nothing was written to it. If no backup is running, remove that file and try again.",
    );
  }
  try {
    fchmodSync(fd, 0o600);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return fd;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
