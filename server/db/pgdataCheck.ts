import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** PostgreSQL's control file is always this size (PG_CONTROL_FILE_SIZE); anything else is a torn copy. */
const PG_CONTROL_BYTES = 8192;

/**
 * An existing PGlite data directory that cannot be opened as it is. PGlite runs initdb on any directory
 * without PG_VERSION, so starting anyway would put an empty database over the records and say nothing:
 * the server stops instead and leaves the directory as it found it.
 */
export class DamagedDataDirError extends Error {
  override name = 'DamagedDataDirError';
  constructor(pgdata: string, problem: string) {
    super(
      `${pgdata} holds a database that cannot be opened: ${problem}.\n` +
        'The server will not start on it and will not create a new, empty database over it (every record ' +
        'would be hidden). Stop every process that uses this DATA_DIR, then restore pgdata from your backup ' +
        '(README § Backup and restore). To start with an empty database on purpose, move pgdata away first.',
    );
  }
}

function isEmptyOrAbsent(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

function kindOf(path: string): 'file' | 'dir' | 'missing' {
  try {
    return statSync(path).isDirectory() ? 'dir' : 'file';
  } catch {
    return 'missing';
  }
}

/** What is wrong with a non-empty `pgdata`, or undefined when it looks like a whole cluster. */
function problemOf(pgdata: string): string | undefined {
  let version: string;
  try {
    version = readFileSync(join(pgdata, 'PG_VERSION'), 'utf8').trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'PG_VERSION is missing' : `PG_VERSION cannot be read (${code})`;
  }
  if (!/^\d+$/.test(version))
    return `PG_VERSION holds ${JSON.stringify(version.slice(0, 20))}, not a version`;
  for (const dir of ['base', 'global']) {
    if (kindOf(join(pgdata, dir)) !== 'dir') return `the directory ${dir}/ is missing`;
  }
  const control = join(pgdata, 'global', 'pg_control');
  let size: number;
  try {
    size = statSync(control).size;
  } catch {
    return 'global/pg_control is missing';
  }
  if (size !== PG_CONTROL_BYTES)
    return `global/pg_control is ${size} bytes, not ${PG_CONTROL_BYTES} (truncated)`;
  return undefined;
}

/**
 * Refuses a `pgdata` that exists and holds files but is not a complete cluster. An absent or empty one
 * is a first start: PGlite creates the database there. Returns whether a cluster exists.
 */
export function checkPgdata(pgdata: string): boolean {
  if (isEmptyOrAbsent(pgdata)) return false;
  const problem = problemOf(pgdata);
  if (problem) throw new DamagedDataDirError(pgdata, problem);
  return true;
}
