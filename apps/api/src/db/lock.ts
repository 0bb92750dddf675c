import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {}

/** Lock files this process holds (a file with our pid that is not here is stale, e.g. a
 *  container restarted with the same pid). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder silently corrupt it. We take
 * an exclusive lock file holding our pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      held.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      const ours = pid === process.pid;
      if (Number.isInteger(pid) && ((ours && held.has(file)) || (!ours && isAlive(pid)))) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another running process (pid ${pid}). ` +
            'Stop that process first, or set DATA_DIR to a different folder.',
        );
      }
      fs.rmSync(file, { force: true }); // stale lock from a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}
