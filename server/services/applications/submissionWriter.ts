import type { Db } from '../../db/index.ts';
import { grouped, HOT_GROUP_LIMITS } from '../../db/grouped.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { GroupLimits } from '../../db/grouped.ts';
import { insertSubmissions } from './submission.ts';
import type { Submission, SubmissionOutcome } from './submission.ts';

/**
 * Group commit for the opening rush (docs/decisions/0009-scale-out-and-rush.md § The rush): submits that
 * arrive while earlier ones are being written wait and go together as one statement and one commit
 * (server/db/grouped.ts), instead of each paying its own round trip, wake-up of a database backend and WAL
 * flush. Every caller still gets its own answer only after the commit that holds it; a failed group is
 * written again one by one, so one bad submission fails alone.
 */
export type SubmissionWriter = (submission: Submission) => Promise<SubmissionOutcome>;

export function createSubmissionWriter(db: Db, limits: GroupLimits = HOT_GROUP_LIMITS): SubmissionWriter {
  return grouped((submissions) => insertSubmissions(db, submissions), limits);
}

/** The writer of `db`, one per database handle, so that every submit of the process joins the same groups. */
export const submissionWriterOf = preparedPerDb((db) => createSubmissionWriter(db));
