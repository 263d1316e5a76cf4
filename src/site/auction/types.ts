import type { z } from 'zod';
import type {
  bidHistoryEntrySchema,
  LiveLot,
  myRegistrationSchema,
  publicAuthorSchema,
  publicHallSchema,
  publicProgramSchema,
  PublicWork,
} from '#domain/schemas/auction.ts';

export type Hall = z.infer<typeof publicHallSchema>;
export type Program = z.infer<typeof publicProgramSchema>;
export type Author = z.infer<typeof publicAuthorSchema>;
export type Work = PublicWork;
export type Live = LiveLot;
export type HistoryEntry = z.infer<typeof bidHistoryEntrySchema>;
export type MyRegistration = z.infer<typeof myRegistrationSchema>;
