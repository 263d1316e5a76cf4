import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  canChangeStatus,
  FINAL_STATUSES,
  nextStatuses,
  statusRefusal,
} from '#domain/applicationStatus.ts';

describe('the life order of statuses (docs/decisions/0027-application-status-life.md)', () => {
  it('lets a manager take only the review steps', () => {
    expect(nextStatuses('RECEIVED', 'manager')).toEqual(['REVIEWING']);
    expect(nextStatuses('REVIEWING', 'manager')).toEqual(['SUPPLEMENT', 'ELIGIBLE', 'INELIGIBLE']);
    expect(nextStatuses('SUPPLEMENT', 'manager')).toEqual(['REVIEWING', 'INELIGIBLE']);
    expect(nextStatuses('ELIGIBLE', 'manager')).toEqual(['REVIEWING', 'INELIGIBLE']);
    expect(nextStatuses('INELIGIBLE', 'manager')).toEqual(['REVIEWING']);
    expect(nextStatuses('WON', 'manager')).toEqual(['CONTRACTED', 'GAVE_UP']);
    expect(nextStatuses('RESERVE', 'manager')).toEqual(['GAVE_UP']);
  });

  it('leaves the results to the draw and promotion to the system', () => {
    expect(nextStatuses('ELIGIBLE', 'draw')).toEqual(['WON', 'RESERVE', 'LOST']);
    expect(statusRefusal('ELIGIBLE', 'WON', 'manager')).toBe('statusOnlyByDraw');
    expect(statusRefusal('RESERVE', 'WON', 'manager')).toBe('statusOnlyBySystem');
    expect(canChangeStatus('RESERVE', 'WON', 'system')).toBe(true);
    expect(canChangeStatus('SUPPLEMENT', 'REVIEWING', 'applicant')).toBe(true);
    // the applicant's upload answers a 보완요청 as the applicant, nobody else's step
    // (docs/decisions/0032-notice-idempotency-and-applicant-supplement.md)
    expect(canChangeStatus('SUPPLEMENT', 'REVIEWING', 'system')).toBe(false);
    expect(canChangeStatus('REVIEWING', 'WON', 'draw')).toBe(false);
  });

  it('lets the applicant withdraw from any status that is not final, and only them', () => {
    for (const from of APPLICATION_STATUSES) {
      expect(canChangeStatus(from, 'WITHDRAWN', 'applicant')).toBe(!FINAL_STATUSES.includes(from));
    }
    expect(statusRefusal('REVIEWING', 'WITHDRAWN', 'manager')).toBe('statusOnlyByApplicant');
  });

  it('refuses every step out of a final status and every step to the same status', () => {
    expect(FINAL_STATUSES).toEqual(['LOST', 'CONTRACTED', 'GAVE_UP', 'WITHDRAWN']);
    expect(statusRefusal('CONTRACTED', 'REVIEWING', 'manager')).toBe('statusFinal');
    expect(statusRefusal('REVIEWING', 'REVIEWING', 'manager')).toBe('applicationStatusUnchanged');
    expect(statusRefusal('RECEIVED', 'ELIGIBLE', 'manager')).toBe('statusOutOfOrder');
    expect(statusRefusal('RECEIVED', 'REVIEWING', 'manager')).toBeNull();
  });
});
