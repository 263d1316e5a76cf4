import { readdir, readFile } from 'node:fs/promises';

/**
 * Where a run's CPU goes, from /proc (Linux): the server, PostgreSQL and the load generator share this
 * machine's cores, so a throughput figure alone does not say which of them set it.
 */

/** Kernel clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export type CpuGroups = Record<string, (process: { pid: number; comm: string }) => boolean>;

/** CPU seconds (user + system, all threads) used so far by each group's processes; 0 where none is seen. */
export async function cpuSeconds(groups: CpuGroups): Promise<Record<string, number>> {
  const used: Record<string, number> = Object.fromEntries(Object.keys(groups).map((name) => [name, 0]));
  const pids = (await readdir('/proc').catch(() => [])).filter((entry) => /^\d+$/.test(entry));
  for (const entry of pids) {
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat) continue; // it exited meanwhile
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // fields after "(comm) ": state is the 1st, utime the 12th, stime the 13th (proc(5))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const group = Object.entries(groups).find(([, chooses]) => chooses({ pid: Number(entry), comm }));
    if (group) used[group[0]] = (used[group[0]] ?? 0) + ticks / TICKS_PER_SECOND;
  }
  return used;
}

/** Microseconds of CPU per request of each group between two readings. */
export function perRequest(
  before: Record<string, number>,
  after: Record<string, number>,
  requests: number,
): Record<string, number> {
  return Object.fromEntries(
    Object.keys(after).map((name) => [
      name,
      (((after[name] ?? 0) - (before[name] ?? 0)) / Math.max(1, requests)) * 1e6,
    ]),
  );
}
