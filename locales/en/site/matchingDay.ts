import type { MatchingDayKey } from '../../ko/site/matchingDay.ts';

/** English texts of a member's meeting on the fair day and after it (keys: locales/ko/site/matchingDay.ts). */
export const matchingDay: Record<MatchingDayKey, string> = {
  'md.table': 'Table',
  'md.tableLater': 'Your table is assigned before the fair',
  'md.interpreter': 'Interpreter',
  'md.qr.title': 'Check-in QR',
  'md.qr.hint':
    'Show this QR to the staff at your meeting table. If it cannot be read, tell them the code below.',
  'md.qr.code': 'Check-in code',
  'md.checkedIn': 'Checked in: {time}',
  'md.attendance.title': 'Did the meeting take place?',
  'md.attendance.MET': 'Yes, we met',
  'md.attendance.otherAbsent': 'The other side did not come',
  'md.attendance.recorded': 'Recorded attendance: {result}',
  'md.attendance.later': 'You can record attendance once the meeting has started.',
  'md.result.MET': 'Took place',
  'md.result.BUYER_ABSENT': 'Buyer absent',
  'md.result.SELLER_ABSENT': 'Seller absent',
  'md.result.BOTH_ABSENT': 'Both absent',
  'md.rating.MEETING': 'Rate the meeting',
  'md.rating.FOLLOW_UP': 'Three months on',
  'md.rating.later':
    'You can rate the meeting once it is over. We will e-mail you for a follow-up in three months.',
  'md.rating.score': 'Score (1–5)',
  'md.rating.outcome': 'Outcome',
  'md.rating.comment': 'Comment (optional)',
  'md.rating.submit': 'Send rating',
  'md.rating.done': 'Rated: {score} · {outcome}',
  'md.outcome.DID_NOT_TAKE_PLACE': 'Did not take place',
  'md.outcome.INSUFFICIENT_INTEREST': 'Insufficient interest',
  'md.outcome.INFORMATIVE_NO_COOPERATION': 'Very informative but no cooperation',
  'md.outcome.COOPERATION_POSSIBLE': 'Cooperation possible',
  'md.outcome.NO_FURTHER_CONTACT': 'No further contact',
  'md.outcome.STILL_IN_CONTACT': 'Still in contact',
  'md.outcome.NEGOTIATION_STARTED': 'Negotiation started',
  'md.outcome.AGREEMENT_REACHED': 'Cooperation agreement reached',
};
