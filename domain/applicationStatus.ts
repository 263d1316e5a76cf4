import type { Localized } from './locale.ts';

/**
 * The status of an application or a registration through its round's life
 * (docs/decisions/0027-application-status-life.md): 접수 → 검토중 → 보완요청 → 적격 / 부적격 →
 * 당첨 / 예비 / 낙첨 → 계약 / 포기, or 취소 when the applicant withdraws. Each change is a history row.
 */
export const APPLICATION_STATUSES = [
  'RECEIVED',
  'REVIEWING',
  'SUPPLEMENT',
  'ELIGIBLE',
  'INELIGIBLE',
  'WON',
  'RESERVE',
  'LOST',
  'CONTRACTED',
  'GAVE_UP',
  'WITHDRAWN',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS = {
  RECEIVED: { ko: '접수', en: 'Received', cn: '已受理' },
  REVIEWING: { ko: '검토중', en: 'Under review', cn: '审核中' },
  SUPPLEMENT: { ko: '보완요청', en: 'Documents requested', cn: '要求补充' },
  ELIGIBLE: { ko: '적격', en: 'Eligible', cn: '合格' },
  INELIGIBLE: { ko: '부적격', en: 'Ineligible', cn: '不合格' },
  WON: { ko: '당첨', en: 'Won', cn: '中签' },
  RESERVE: { ko: '예비', en: 'Reserve', cn: '候补' },
  LOST: { ko: '낙첨', en: 'Not selected', cn: '未中签' },
  CONTRACTED: { ko: '계약', en: 'Contracted', cn: '已签约' },
  GAVE_UP: { ko: '포기', en: 'Gave up', cn: '已放弃' },
  WITHDRAWN: { ko: '취소', en: 'Withdrawn', cn: '已撤回' },
} as const satisfies Record<ApplicationStatus, Localized>;

/**
 * Who may make a change: a manager through the status API (one record or in bulk), the draw
 * (WON / RESERVE / LOST, once per round), the system (a reserve promoted when a winner gives up), or the
 * applicant (a 보완요청 answered by their upload, docs/decisions/0032-notice-idempotency-and-applicant-supplement.md;
 * withdrawal).
 */
export type StatusActor = 'manager' | 'draw' | 'system' | 'applicant';

const M = ['manager'] as const;
const DRAW = ['draw'] as const;
const APPLICANT = ['applicant'] as const;

/** The life order: for each status, the statuses that may follow it and who may make that step. */
export const STATUS_TRANSITIONS: {
  readonly [From in ApplicationStatus]: Partial<Record<ApplicationStatus, readonly StatusActor[]>>;
} = {
  RECEIVED: { REVIEWING: M, WITHDRAWN: APPLICANT },
  REVIEWING: { SUPPLEMENT: M, ELIGIBLE: M, INELIGIBLE: M, WITHDRAWN: APPLICANT },
  // the applicant's upload answers the request (docs/decisions/0032-notice-idempotency-and-applicant-supplement.md);
  // a manager may also resume the review
  SUPPLEMENT: { REVIEWING: ['manager', 'applicant'], INELIGIBLE: M, WITHDRAWN: APPLICANT },
  // back to REVIEWING to correct a judgement made too early
  ELIGIBLE: { INELIGIBLE: M, REVIEWING: M, WON: DRAW, RESERVE: DRAW, LOST: DRAW, WITHDRAWN: APPLICANT },
  INELIGIBLE: { REVIEWING: M, WITHDRAWN: APPLICANT },
  WON: { CONTRACTED: M, GAVE_UP: M, WITHDRAWN: APPLICANT },
  RESERVE: { WON: ['system'], GAVE_UP: M, WITHDRAWN: APPLICANT },
  LOST: {},
  CONTRACTED: {},
  GAVE_UP: {},
  WITHDRAWN: {},
};

/** The statuses nothing follows. */
export const FINAL_STATUSES = APPLICATION_STATUSES.filter(
  (s) => Object.keys(STATUS_TRANSITIONS[s]).length === 0,
);

export function isFinalStatus(status: ApplicationStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** The statuses that may follow `from` when `actor` makes the change (all actors when omitted). */
export function nextStatuses(from: ApplicationStatus, actor?: StatusActor): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((to) => {
    const actors = STATUS_TRANSITIONS[from][to];
    return actors !== undefined && (actor === undefined || actors.includes(actor));
  });
}

export function canChangeStatus(from: ApplicationStatus, to: ApplicationStatus, actor: StatusActor): boolean {
  return STATUS_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** Why a change is refused: a message code of domain/messages/review.ts, or null when it is allowed. */
export type StatusRefusal =
  | 'applicationStatusUnchanged'
  | 'statusFinal'
  | 'statusOnlyByDraw'
  | 'statusOnlyBySystem'
  | 'statusOnlyByApplicant'
  | 'statusOutOfOrder';

export function statusRefusal(
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: StatusActor,
): StatusRefusal | null {
  if (from === to) return 'applicationStatusUnchanged';
  if (canChangeStatus(from, to, actor)) return null;
  if (isFinalStatus(from)) return 'statusFinal';
  const actors = STATUS_TRANSITIONS[from][to];
  if (actors?.includes('draw')) return 'statusOnlyByDraw';
  if (actors?.includes('system')) return 'statusOnlyBySystem';
  if (actors?.includes('applicant')) return 'statusOnlyByApplicant';
  return 'statusOutOfOrder';
}
