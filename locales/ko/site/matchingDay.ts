/**
 * Texts of a member's meeting on the fair day and after it (src/site/matching/ui/MeetingDayPanel.tsx;
 * docs/decisions/0040-the-fair-day.md): table, interpreter, check-in QR, attendance and ratings.
 */
export const matchingDay = {
  'md.table': '테이블',
  'md.tableLater': '테이블은 행사 전에 배정됩니다',
  'md.interpreter': '통역',
  'md.qr.title': '현장 체크인 QR',
  'md.qr.hint': '상담 테이블에서 스태프에게 이 QR을 보여 주세요. 읽히지 않으면 아래 코드를 불러 주세요.',
  'md.qr.code': '체크인 코드',
  'md.checkedIn': '체크인 완료: {time}',
  'md.attendance.title': '상담이 진행되었나요?',
  'md.attendance.MET': '진행했습니다',
  'md.attendance.otherAbsent': '상대가 오지 않았습니다',
  'md.attendance.recorded': '기록된 참석: {result}',
  'md.attendance.later': '상담이 시작되면 참석 여부를 기록할 수 있습니다.',
  'md.result.MET': '참석',
  'md.result.BUYER_ABSENT': '바이어 불참',
  'md.result.SELLER_ABSENT': '셀러 불참',
  'md.result.BOTH_ABSENT': '양측 불참',
  'md.rating.MEETING': '상담 평가',
  'md.rating.FOLLOW_UP': '3개월 후 평가',
  'md.rating.later': '상담이 끝나면 평가할 수 있습니다. 3개월 뒤 후속 평가 메일을 보내 드립니다.',
  'md.rating.score': '평점 (1~5)',
  'md.rating.outcome': '결과',
  'md.rating.comment': '의견 (선택)',
  'md.rating.submit': '평가 보내기',
  'md.rating.done': '평가함: {score}점 · {outcome}',
  'md.outcome.DID_NOT_TAKE_PLACE': '상담이 이루어지지 않음',
  'md.outcome.INSUFFICIENT_INTEREST': '관심 부족',
  'md.outcome.INFORMATIVE_NO_COOPERATION': '유익했으나 협력 가능성 없음',
  'md.outcome.COOPERATION_POSSIBLE': '협력 가능',
  'md.outcome.NO_FURTHER_CONTACT': '추가 연락 없음',
  'md.outcome.STILL_IN_CONTACT': '연락 중',
  'md.outcome.NEGOTIATION_STARTED': '협상 시작',
  'md.outcome.AGREEMENT_REACHED': '협력 합의',
};
export type MatchingDayKey = keyof typeof matchingDay;
