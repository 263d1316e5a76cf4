import { z } from 'zod';
import { communityMessages as m } from '../messages/community.ts';

/** A manager hides a post or a comment from the public side, or shows it again (the record stays). */
export const showsInputSchema = z.object({ shows: z.boolean({ error: m.showsRequired.ko }) });
export type ShowsInput = z.output<typeof showsInputSchema>;
