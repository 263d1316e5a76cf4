import type { auctionPrograms } from '#server/db/schema/index.ts';

/**
 * A program's times and the rules its lots close and are charged by, as both the public catalogue and the
 * console answer them.
 */
export const programRulesOf = (row: typeof auctionPrograms.$inferSelect) => ({
  previewFrom: row.previewFrom.toISOString(),
  opensAt: row.opensAt.toISOString(),
  firstCloseAt: row.firstCloseAt.toISOString(),
  closeIntervalSeconds: row.closeIntervalSeconds,
  softCloseWindowSeconds: row.softCloseWindowSeconds,
  softCloseExtensionSeconds: row.softCloseExtensionSeconds,
  premiumBasisPoints: row.premiumBasisPoints,
  requiresApproval: row.requiresApproval,
});
