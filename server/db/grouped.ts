/**
 * Calls that arrive while earlier ones are under way wait and run together as one (docs/decisions/0063-grouped-hot-reads.md):
 * the group commit of submits (docs/decisions/0009-scale-out-and-rush.md § The rush) and the reads every
 * request of a rush makes. Each query costs the server a socket write and a wake-up of a database backend,
 * whatever it reads; a group pays them once. A lone call starts in its own turn, before any I/O, so a quiet
 * site waits for nothing, and the calls of one turn go together
 * (docs/decisions/0067-one-turns-calls-in-one-group.md). A group's statement starts after every call in it
 * arrived: what it reads is never older than the call. Every caller gets its own answer.
 */
export interface GroupLimits {
  /** Groups under way at once: more overlap the round trips, fewer make the groups larger. */
  inFlight: number;
  /** Calls per group at most. */
  batch: number;
}

/** The groups of a hot path's reads and stock holds: two under way at once, as the group commit has it. */
export const HOT_GROUP_LIMITS: GroupLimits = { inFlight: 2, batch: 100 };

/**
 * Thrown by a group's `run` when some of its calls are refused for reasons of their own, whatever the others
 * do (a member already at a limit): those calls get their errors (by their index in the group) and the
 * others run again as one group, not one at a time.
 */
export class RefusedInGroup extends Error {
  readonly refusals: ReadonlyMap<number, unknown>;
  constructor(refusals: ReadonlyMap<number, unknown>) {
    super(`grouped: ${refusals.size} calls refused`);
    this.refusals = refusals;
  }
}

interface Waiting<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: unknown): void;
}

/**
 * `run` answers a group's inputs in their order. A failed group runs again one call at a time: one bad
 * input (a row a constraint refuses) must not fail the others.
 */
export function grouped<In, Out>(
  run: (inputs: readonly In[]) => Promise<readonly Out[]>,
  limits: GroupLimits,
): (input: In) => Promise<Out> {
  const queue: Waiting<In, Out>[] = [];
  let running = 0;
  let pumpQueued = false;

  async function runGroup(group: Waiting<In, Out>[]): Promise<void> {
    try {
      const outputs = await run(group.map((w) => w.input));
      group.forEach((w, i) => {
        if (i < outputs.length) w.resolve(outputs[i] as Out);
        else w.reject(new Error('grouped: fewer answers than calls'));
      });
    } catch (error) {
      if (error instanceof RefusedInGroup && error.refusals.size > 0) {
        const rest = group.filter((w, i) => !error.refusals.has(i));
        group.forEach((w, i) => {
          if (error.refusals.has(i)) w.reject(error.refusals.get(i));
        });
        if (rest.length > 0) await runGroup(rest);
        return;
      }
      if (group.length === 1) return group[0]?.reject(error);
      await Promise.all(group.map((w) => runGroup([w])));
    }
  }

  function pump(): void {
    while (running < limits.inFlight && queue.length > 0) {
      const group = queue.splice(0, limits.batch);
      running++;
      void runGroup(group).finally(() => {
        running--;
        pump();
      });
    }
  }

  // The queue is looked at once the calls made in this turn of the loop are in: the continuations a group's
  // answer resumes run one after the other as microtasks, so the hundred winners of a hot product's holds
  // call the order writer in one burst and go in one group, where a pump at each call started two groups of
  // one and left the rest waiting for them. No timer: a lone call still runs before any I/O.
  function queuePump(): void {
    if (pumpQueued) return;
    pumpQueued = true;
    queueMicrotask(() => {
      pumpQueued = false;
      pump();
    });
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      queuePump();
    });
}
