import type { OfferStatus } from './offer.ts';
import { OFFER_STATUSES } from './offer.ts';

/**
 * The fair day and its follow-up (docs/decisions/0040-the-fair-day.md): attendance, the two rating rounds
 * on b2match's scale, interpreter requests and the organiser's figures. Pure; the server stores and reads.
 */

/** Who records attendance: either party, or the organiser's staff at the venue. */
export const ATTENDANCE_RECORDERS = ['BUYER', 'SELLER', 'STAFF'] as const;
export type AttendanceRecorder = (typeof ATTENDANCE_RECORDERS)[number];

/** What was recorded: the meeting took place, or who did not come. */
export const ATTENDANCE_RESULTS = ['MET', 'BUYER_ABSENT', 'SELLER_ABSENT', 'BOTH_ABSENT'] as const;
export type AttendanceResult = (typeof ATTENDANCE_RESULTS)[number];

/** A party says the meeting took place or that the other side did not come (it was there itself). */
export function resultsOpenTo(recorder: AttendanceRecorder): readonly AttendanceResult[] {
  if (recorder === 'BUYER') return ['MET', 'SELLER_ABSENT'];
  if (recorder === 'SELLER') return ['MET', 'BUYER_ABSENT'];
  return ATTENDANCE_RESULTS;
}

/**
 * The meeting's attendance from what was recorded: staff's word wins; else one party saying the other did
 * not come makes it a no-show (Swapcard's rule: "if one side says it didn't happen"); else a check-in or a
 * party's "met" makes it met; else nothing is known yet.
 */
export function meetingAttendance(
  records: readonly { recorder: AttendanceRecorder; result: AttendanceResult }[],
  checkedIn: boolean,
): AttendanceResult | null {
  const staff = records.find((r) => r.recorder === 'STAFF');
  if (staff) return staff.result;
  const absences = new Set(records.filter((r) => r.result !== 'MET').map((r) => r.result));
  if (absences.size > 1) return 'BOTH_ABSENT';
  const [absence] = absences;
  if (absence) return absence;
  if (checkedIn || records.some((r) => r.result === 'MET')) return 'MET';
  return null;
}

/** The two rating rounds: right after the meeting, and about three months later (b2match's second stage). */
export const RATING_STAGES = ['MEETING', 'FOLLOW_UP'] as const;
export type RatingStage = (typeof RATING_STAGES)[number];

/** b2match's immediate rating scale, worst to best. */
export const MEETING_OUTCOMES = [
  'DID_NOT_TAKE_PLACE',
  'INSUFFICIENT_INTEREST',
  'INFORMATIVE_NO_COOPERATION',
  'COOPERATION_POSSIBLE',
] as const;
/** The follow-up round's scale (b2match's second stage: … negotiation started, agreement reached). */
export const FOLLOW_UP_OUTCOMES = [
  'NO_FURTHER_CONTACT',
  'STILL_IN_CONTACT',
  'NEGOTIATION_STARTED',
  'AGREEMENT_REACHED',
] as const;
export const OUTCOMES = [...MEETING_OUTCOMES, ...FOLLOW_UP_OUTCOMES] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const OUTCOMES_OF: Record<RatingStage, readonly Outcome[]> = {
  MEETING: MEETING_OUTCOMES,
  FOLLOW_UP: FOLLOW_UP_OUTCOMES,
};

/** The follow-up round opens (and its mail goes out) this long after the meeting's start. */
export const FOLLOW_UP_AFTER_DAYS = 90;
const DAY_MS = 24 * 3_600_000;

/** When a round may be rated: the meeting over (start + length), the follow-up 90 days after the start. */
export function ratingOpensAt(stage: RatingStage, start: Date, slotMinutes: number): Date {
  return stage === 'MEETING'
    ? new Date(start.getTime() + slotMinutes * 60_000)
    : new Date(start.getTime() + FOLLOW_UP_AFTER_DAYS * DAY_MS);
}

/**
 * Language names a buyer may write in the note, by ISO 639-1 code (the codes of MEETING_LANGUAGES that
 * interpreters are usually asked for). Korean is the seller's side and needs no interpreter.
 */
const LANGUAGE_WORDS: Record<string, readonly string[]> = {
  en: ['english', '영어', '英语'],
  zh: ['chinese', 'mandarin', '중국어', '中文', '汉语'],
  ja: ['japanese', '일본어', '日语'],
  es: ['spanish', 'español', '스페인어', '西班牙语'],
  fr: ['french', 'français', 'francais', '프랑스어', '불어', '法语'],
  de: ['german', 'deutsch', '독일어', '德语'],
  ru: ['russian', 'русский', '러시아어', '俄语'],
  vi: ['vietnamese', 'tiếng việt', '베트남어', '越南语'],
  th: ['thai', '태국어', '泰语'],
  id: ['indonesian', 'bahasa', '인도네시아어', '印尼语'],
  ar: ['arabic', '아랍어', '阿拉伯语'],
  pt: ['portuguese', 'português', '포르투갈어', '葡萄牙语'],
  it: ['italian', 'italiano', '이탈리아어', '意大利语'],
  tr: ['turkish', 'türkçe', '터키어', '튀르키예어', '土耳其语'],
  hi: ['hindi', '힌디어', '印地语'],
};
const INTERPRETER_WORDS = ['interpret', 'translat', '통역', '번역', '翻译', '口译'];

/**
 * The language a buyer asks an interpreter for, read from the note of its schedule or offer: a note that
 * speaks of an interpreter and names a language (`French interpreter please`, `통역: 스페인어`). Null when the
 * note asks for none; the organiser sets or clears it by hand either way.
 */
export function interpreterRequest(...notes: readonly string[]): string | null {
  for (const note of notes) {
    const text = note.toLowerCase();
    if (!INTERPRETER_WORDS.some((w) => text.includes(w))) continue;
    for (const [code, words] of Object.entries(LANGUAGE_WORDS)) {
      if (words.some((w) => text.includes(w))) return code;
    }
  }
  return null;
}

/** One matching as the figures need it. */
export interface FigureMatching {
  status: OfferStatus;
  /** The seller accepted slots at some point (whatever happened after). */
  accepted: boolean;
  sellerId: string;
  sellerName: string;
  attendance: AttendanceResult | null;
}

export interface FigureRating {
  stage: RatingStage;
  outcome: Outcome;
  score: number;
}

export interface FairFigures {
  offers: number;
  byStatus: Record<OfferStatus, number>;
  /** Offers the seller answered (accepted or declined). */
  answered: number;
  accepted: number;
  /** answered / offers and accepted / offers, 0 with no offers; in [0, 1]. */
  responseRate: number;
  acceptanceRate: number;
  meetings: number;
  /** Every seller with a confirmed meeting, most meetings first; their meetings add up to `meetings`. */
  meetingsPerSeller: { sellerId: string; name: string; meetings: number }[];
  attendance: Record<AttendanceResult | 'UNKNOWN', number>;
  /** Confirmed meetings someone did not come to (BUYER_ABSENT + SELLER_ABSENT + BOTH_ABSENT). */
  noShows: number;
  outcomes: Record<RatingStage, Record<string, number>>;
  averageScore: Record<RatingStage, number | null>;
}

/** The organiser's dashboard figures of one fair; every breakdown adds up to its total. */
export function fairFigures(
  matchings: readonly FigureMatching[],
  ratings: readonly FigureRating[],
): FairFigures {
  const byStatus = Object.fromEntries(OFFER_STATUSES.map((s) => [s, 0])) as Record<OfferStatus, number>;
  const attendance = { MET: 0, BUYER_ABSENT: 0, SELLER_ABSENT: 0, BOTH_ABSENT: 0, UNKNOWN: 0 };
  const perSeller = new Map<string, { sellerId: string; name: string; meetings: number }>();
  let answered = 0;
  let accepted = 0;
  for (const m of matchings) {
    byStatus[m.status] += 1;
    if (m.accepted) accepted += 1;
    if (m.accepted || m.status === 'DECLINED') answered += 1;
    if (m.status !== 'CONFIRMED') continue;
    attendance[m.attendance ?? 'UNKNOWN'] += 1;
    const seller = perSeller.get(m.sellerId) ?? { sellerId: m.sellerId, name: m.sellerName, meetings: 0 };
    seller.meetings += 1;
    perSeller.set(m.sellerId, seller);
  }
  const outcomes = {
    MEETING: Object.fromEntries(MEETING_OUTCOMES.map((o) => [o, 0])),
    FOLLOW_UP: Object.fromEntries(FOLLOW_UP_OUTCOMES.map((o) => [o, 0])),
  } as Record<RatingStage, Record<string, number>>;
  const scores: Record<RatingStage, number[]> = { MEETING: [], FOLLOW_UP: [] };
  for (const r of ratings) {
    outcomes[r.stage][r.outcome] = (outcomes[r.stage][r.outcome] ?? 0) + 1;
    scores[r.stage].push(r.score);
  }
  const average = (list: number[]) =>
    list.length ? Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 100) / 100 : null;
  const offers = matchings.length;
  const rate = (n: number) => (offers ? Math.round((n / offers) * 1000) / 1000 : 0);
  return {
    offers,
    byStatus,
    answered,
    accepted,
    responseRate: rate(answered),
    acceptanceRate: rate(accepted),
    meetings: byStatus.CONFIRMED,
    meetingsPerSeller: [...perSeller.values()].sort(
      (a, b) => b.meetings - a.meetings || a.name.localeCompare(b.name),
    ),
    attendance,
    noShows: attendance.BUYER_ABSENT + attendance.SELLER_ABSENT + attendance.BOTH_ABSENT,
    outcomes,
    averageScore: { MEETING: average(scores.MEETING), FOLLOW_UP: average(scores.FOLLOW_UP) },
  };
}
