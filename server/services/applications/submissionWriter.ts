import type { Db } from '../../db/index.ts';
import { insertSubmissions } from './submission.ts';
import type { Submission, SubmissionOutcome } from './submission.ts';

/**
 * Group commit for the opening rush (docs/decisions/0009-scale-out-and-rush.md § The rush): submits that
 * arrive while earlier ones are being written wait and go together as one statement and one commit, instead
 * of each paying its own round trip, wake-up of a database backend and WAL flush. A lone submit is written at
 * once, so a quiet site waits for nothing. Every caller still gets its own answer only after the commit that
 * holds it.
 */
export interface SubmissionWriter {
  write(submission: Submission): Promise<SubmissionOutcome>;
}

interface Waiting {
  submission: Submission;
  resolve(outcome: SubmissionOutcome): void;
  reject(error: unknown): void;
}

export interface WriterLimits {
  /** Statements under way at once: more overlap the commits, fewer make the groups larger. */
  inFlight: number;
  /** Submissions per statement at most. */
  batch: number;
}

export const WRITER_LIMITS: WriterLimits = { inFlight: 2, batch: 100 };

export function createSubmissionWriter(db: Db, limits: WriterLimits = WRITER_LIMITS): SubmissionWriter {
  const queue: Waiting[] = [];
  let running = 0;

  /** A failed group is written again one by one: one bad submission must not fail the others. */
  async function writeGroup(group: Waiting[]): Promise<void> {
    try {
      const outcomes = await insertSubmissions(
        db,
        group.map((w) => w.submission),
      );
      group.forEach((w, i) => w.resolve(outcomes[i] ?? { inserted: false, outboxIds: [] }));
    } catch (error) {
      if (group.length === 1) return group[0]?.reject(error);
      await Promise.all(group.map((w) => writeGroup([w])));
    }
  }

  function pump(): void {
    while (running < limits.inFlight && queue.length > 0) {
      const group = queue.splice(0, limits.batch);
      running++;
      void writeGroup(group).finally(() => {
        running--;
        pump();
      });
    }
  }

  return {
    write(submission) {
      return new Promise<SubmissionOutcome>((resolve, reject) => {
        queue.push({ submission, resolve, reject });
        pump();
      });
    },
  };
}

const writers = new WeakMap<Db, SubmissionWriter>();

/** The writer of `db`, one per database handle, so that every submit of the process joins the same groups. */
export function submissionWriterOf(db: Db): SubmissionWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = createSubmissionWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
