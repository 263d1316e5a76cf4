/** The application answers the pages read (docs/decisions/0005-application-contract.md), declared once in domain/schemas. */
export type {
  ApplicationFile,
  ApplicationRecord,
  ApplicationSummary,
} from '#domain/schemas/applicationRecord.ts';
export type { VerifiedIdentity } from '#domain/schemas/cert.ts';
export type { PublicTerm as Term } from '#domain/schemas/term.ts';
export type { DrawResultAnswer, PublicDraw } from '#domain/schemas/draw.ts';
