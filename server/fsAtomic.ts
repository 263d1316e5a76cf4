import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Creates `file` with `data` unless it exists, in one step that a crash or a concurrent process cannot
 * split: the content goes to a temporary file of its own in the same directory, is flushed to disk, and is
 * then hard-linked to the final name. `link` fails when the name exists, so of two processes exactly one
 * creates the file and the other reads a complete one; nobody ever sees it short or empty (a plain
 * `open(wx)` + write would show the second process an empty file, and a crash between the two would leave
 * it empty for good). A crash leaves at most a `.<name>.<random>.tmp` that nothing reads.
 * Returns false when the file existed.
 */
export function createFileOnce(file: string, data: string, mode: number): boolean {
  const dir = dirname(file);
  const temp = join(dir, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx', mode);
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  syncDirectory(dir);
  return true;
}

/** Makes the new directory entry itself durable (the file's own fsync does not cover its name). */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // some platforms cannot open or fsync a directory; the data itself was flushed above
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
