/**
 * One process per PGlite folder. PGlite has no server to arbitrate, so a second process
 * opening the same folder (the CLI while `npm start` runs) would corrupt it; a lock
 * file beside the folder holding the owner's pid refuses the second opener with the
 * fix. A lock left by a process that has died is taken over. Server-only (node:fs).
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export class StoreLockedError extends Error {
  override name = "StoreLockedError";
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Takes `<folder>.lock` for this process; returns the release. Throws StoreLockedError when another live process holds it. */
export function lockFolder(folder: string, pid: number = process.pid): () => void {
  const file = `${folder}.lock`;
  mkdirSync(path.dirname(folder), { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, "utf8") === String(pid)) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(readFileSync(file, "utf8"));
    if (owner === pid || !Number.isInteger(owner) || owner <= 0 || !isAlive(owner)) {
      unlinkSync(file);
      continue;
    }
    throw new StoreLockedError(
      `The store in ${folder} is open in process ${owner} (the server?). PGlite allows one process per folder: stop that process first, or use a Postgres server (DATABASE_URL).`,
    );
  }
  throw new StoreLockedError(`${file} could not be taken; remove it if no server is running.`);
}
