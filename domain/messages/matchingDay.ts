/**
 * Messages of the fair day and the follow-up (docs/decisions/0040-the-fair-day.md): tables, interpreters,
 * check-in, attendance and ratings. A refusal about a meeting names it after the message (HttpError.detail).
 */
export const matchingDayMessages = {
  fairDayNotOffline: {
    ko: '확정된 오프라인 상담만 테이블과 통역사를 배정할 수 있습니다',
    en: 'Only confirmed offline meetings get a table or an interpreter.',
    cn: '只有已确定的线下洽谈才能分配桌位或翻译。',
  },
  fairDayTableUnknown: {
    ko: '이 박람회에 없는 테이블입니다',
    en: 'This fair has no such table.',
    cn: '该展会没有此桌位。',
  },
  fairDayTableTaken: {
    ko: '이 테이블은 같은 시간에 다른 상담이 있습니다',
    en: 'This table already holds another meeting at that time.',
    cn: '该桌位在同一时间已有其他洽谈。',
  },
  fairDayTableInUse: {
    ko: '상담이 배정된 테이블은 뺄 수 없습니다. 먼저 상담을 다른 테이블로 옮기세요',
    en: 'A table with meetings cannot be removed. Move its meetings first.',
    cn: '已分配洽谈的桌位不能删除。请先移走洽谈。',
  },
  fairDayInterpreterTaken: {
    ko: '이 통역사는 같은 시간에 다른 상담이 있습니다',
    en: 'This interpreter is already booked for another meeting at that time.',
    cn: '该翻译在同一时间已有其他洽谈。',
  },
  fairDayInterpreterLanguage: {
    ko: '이 통역사는 요청된 언어를 하지 않습니다',
    en: 'This interpreter does not speak the requested language.',
    cn: '该翻译不会所需的语言。',
  },
  fairDayInterpreterUnknown: {
    ko: '이 박람회에 없는 통역사입니다',
    en: 'This fair has no such interpreter.',
    cn: '该展会没有此翻译。',
  },
  checkInCodeInvalid: {
    ko: '올바른 체크인 코드가 아닙니다',
    en: 'This is not a valid check-in code.',
    cn: '签到码无效。',
  },
  floorMeetingNoBuyer: {
    ko: '바이어 회원을 찾을 수 없습니다',
    en: 'No such buyer member.',
    cn: '找不到该买家会员。',
  },
  floorMeetingNoSeller: {
    ko: '승인된 셀러 회원을 찾을 수 없습니다',
    en: 'No such approved seller.',
    cn: '找不到该已批准的卖家。',
  },
  floorMeetingNotHeld: {
    ko: '아직 시작하지 않은 시간입니다. 현장 상담은 열린 시간에만 기록할 수 있습니다',
    en: 'This time slot has not begun: only a meeting already held can be recorded.',
    cn: '该时间段尚未开始：只能记录已举行的洽谈。',
  },
  checkInWrongFair: {
    ko: '다른 박람회의 상담입니다',
    en: 'This meeting belongs to another fair.',
    cn: '该洽谈属于其他展会。',
  },
  checkInNotConfirmed: {
    ko: '확정된 상담이 아닙니다 (취소되었거나 일정이 바뀌었습니다)',
    en: 'This meeting is not confirmed (it was cancelled or moved).',
    cn: '该洽谈未确定（已取消或已变更）。',
  },
  attendanceTooEarly: {
    ko: '상담 시작 후에 참석 여부를 기록할 수 있습니다',
    en: 'Attendance can be recorded once the meeting has started.',
    cn: '洽谈开始后才能记录出席情况。',
  },
  attendanceResultNotAllowed: {
    ko: '기록할 수 없는 참석 결과입니다',
    en: 'You cannot record this attendance result.',
    cn: '无法记录该出席结果。',
  },
  ratingTooEarly: {
    ko: '아직 평가할 수 없습니다 (상담이 끝난 뒤, 후속 평가는 3개월 뒤)',
    en: 'This cannot be rated yet (after the meeting; the follow-up three months later).',
    cn: '暂时无法评价（洽谈结束后；后续评价在三个月后）。',
  },
  ratingDone: {
    ko: '이미 평가했습니다',
    en: 'You have already rated this.',
    cn: '您已评价过。',
  },
  ratingOutcomeInvalid: {
    ko: '이 평가 단계에서 고를 수 없는 결과입니다',
    en: 'This outcome does not belong to this round.',
    cn: '该结果不属于此轮评价。',
  },
  ratingScoreInvalid: {
    ko: '평점은 1~5 사이로 골라주세요',
    en: 'Choose a score from 1 to 5.',
    cn: '请选择1到5分。',
  },
  interpreterNameRequired: {
    ko: '통역사 이름을 입력해주세요',
    en: 'Enter the interpreter’s name.',
    cn: '请输入翻译姓名。',
  },
  tableLabelsInvalid: {
    ko: '테이블 이름은 1~20자, 서로 달라야 하며 최대 500개입니다',
    en: 'Table names are 1–20 characters, all different, at most 500.',
    cn: '桌位名称为1至20个字符，互不相同，最多500个。',
  },
} as const;
