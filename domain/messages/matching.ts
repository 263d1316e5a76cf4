import type { Localized } from '../locale.ts';

/**
 * Messages of business matching: members, fairs, products, schedules and offers
 * (docs/decisions/0008-matching.md). The schemas of domain/schemas/member.ts and matching*.ts use the `ko`
 * texts as their issue messages.
 */
export const matchingMessages = {
  matchingNotAllowed: {
    ko: '이 매칭에서 할 수 없는 요청입니다',
    en: 'You cannot do this with this matching.',
    cn: '您不能对此配对执行该操作。',
  },
  matchingStateConflict: {
    ko: '매칭 상태가 변경되어 처리할 수 없습니다. 새로고침 후 다시 확인해주세요',
    en: 'The matching has changed and this can no longer be done. Please reload and check again.',
    cn: '配对状态已变更，无法处理。请刷新后再确认。',
  },
  matchingExpired: {
    ko: '응답 기한이 지나 만료된 매칭입니다',
    en: 'This matching expired because it was not answered in time.',
    cn: '该配对因未在期限内回复已过期。',
  },
  matchingTooManySlots: {
    ko: '선택할 수 있는 시간 수를 초과했습니다 (셀러는 최대 3개)',
    en: 'Too many time slots were chosen (a seller may choose at most 3).',
    cn: '选择的时间段过多（卖家最多可选3个）。',
  },
  matchingSlotInvalid: {
    ko: '선택할 수 없는 시간입니다',
    en: 'This time slot cannot be chosen.',
    cn: '无法选择该时间段。',
  },
  matchingSlotPast: {
    ko: '이미 지난 시간입니다',
    en: 'This time slot has already passed.',
    cn: '该时间段已过。',
  },
  matchingMeetingEnded: {
    ko: '이미 끝난 상담은 취소하거나 시간을 바꿀 수 없습니다. 상담 평가를 남겨 주세요',
    en: 'A meeting that has ended cannot be cancelled or moved. Please rate it instead.',
    cn: '已结束的洽谈不能取消或改期。请对其进行评价。',
  },
  matchingSlotTaken: {
    ko: '이미 확정된 상담 일정과 겹치는 시간입니다',
    en: 'This time slot is already taken by a confirmed meeting.',
    cn: '该时间段已有确定的洽谈。',
  },
  matchingDuplicate: {
    ko: '이미 진행 중인 매칭 신청이 있습니다',
    en: 'There is already an open matching request with this seller.',
    cn: '已有与该卖家进行中的配对申请。',
  },
  matchingSlotsRequired: {
    ko: '상담 가능한 시간을 선택해주세요',
    en: 'Please choose at least one time slot.',
    cn: '请选择可洽谈的时间段。',
  },
  matchingModeRequired: {
    ko: '상담 방식(온라인/오프라인)을 선택해주세요',
    en: 'Please choose online or offline.',
    cn: '请选择洽谈方式（线上/线下）。',
  },
  matchingReasonRequired: {
    ko: '사유를 입력해주세요',
    en: 'Please enter a reason.',
    cn: '请输入原因。',
  },
  memberBuyerOnly: {
    ko: '바이어 회원만 이용할 수 있습니다',
    en: 'Only buyer members can do this.',
    cn: '仅限买家会员使用。',
  },
  memberSellerOnly: {
    ko: '셀러 회원만 이용할 수 있습니다',
    en: 'Only seller members can do this.',
    cn: '仅限卖家会员使用。',
  },
  memberNotApproved: {
    ko: '관리자 승인 후 이용할 수 있습니다',
    en: 'This is available once a manager has approved your account.',
    cn: '管理员审核通过后即可使用。',
  },
  memberOnly: {
    ko: '회원만 이용할 수 있습니다',
    en: 'Only members can do this.',
    cn: '仅限会员使用。',
  },
  certificationInvalid: {
    ko: '인증번호가 올바르지 않거나 만료되었습니다',
    en: 'The verification code is wrong or has expired.',
    cn: '验证码错误或已过期。',
  },
  certificationRequired: {
    ko: '이메일 인증을 먼저 완료해주세요',
    en: 'Please verify your e-mail address first.',
    cn: '请先完成邮箱验证。',
  },
  fairJoinClosed: {
    ko: '참가 신청 기간이 아닙니다',
    en: 'Applications for this fair are not open now.',
    cn: '当前不在参加申请期间。',
  },
  fairScheduleClosed: {
    ko: '일정을 등록하거나 수정할 수 있는 기간이 아닙니다',
    en: 'Schedules cannot be entered or changed now.',
    cn: '当前不在登记或修改日程的期间。',
  },
  fairNotParticipating: {
    ko: '참가 중인 상담회가 아닙니다',
    en: 'You are not taking part in this fair.',
    cn: '您未参加该洽谈会。',
  },
  fairHasMatchings: {
    ko: '매칭 내역이 있는 상담회는 삭제할 수 없습니다',
    en: 'A fair with matchings cannot be deleted.',
    cn: '有配对记录的洽谈会无法删除。',
  },
  fairHasOpenMatchings: {
    ko: '진행 중인 매칭이 있어 참가를 취소할 수 없습니다',
    en: 'You cannot leave while you have open matchings.',
    cn: '存在进行中的配对，无法取消参加。',
  },
  fairSlotHasMeetings: {
    ko: '확정된 미팅이 있는 시간은 시간표에서 뺄 수 없습니다. 먼저 그 미팅을 취소해주세요',
    en: 'Slots with confirmed meetings cannot be removed from the grid. Cancel those meetings first.',
    cn: '有已确定会议的时间段不能从时间表中删除。请先取消这些会议。',
  },
  tooManyImages: {
    ko: '이미지는 최대 10개까지 등록할 수 있습니다',
    en: 'A product can have at most 10 images.',
    cn: '最多可登记10张图片。',
  },
  companyNameRequired: {
    ko: '회사명을 입력해주세요',
    en: 'Please enter the company name.',
    cn: '请输入公司名称。',
  },
  representativeRequired: {
    ko: '대표자명을 입력해주세요',
    en: "Please enter the representative's name.",
    cn: '请输入代表人姓名。',
  },
  businessNumberInvalid: {
    ko: '사업자등록번호 10자리를 숫자로만 입력해주세요',
    en: 'Enter the 10-digit business registration number.',
    cn: '请输入10位营业执照号码（仅数字）。',
  },
  awardRequired: {
    ko: '참여 프로그램(서울어워드/슈퍼루키)을 선택해주세요',
    en: 'Please choose your programme (Seoul Awards / Super Rookie).',
    cn: '请选择参与项目（首尔奖/超级新秀）。',
  },
  countryRequired: {
    ko: '국가를 선택해주세요',
    en: 'Please choose your country.',
    cn: '请选择国家。',
  },
  privacyAgreementRequired: {
    ko: '개인정보 수집 및 이용에 동의해주세요',
    en: 'Please agree to the collection and use of personal data.',
    cn: '请同意收集和使用个人信息。',
  },
  businessRegistrationRequired: {
    ko: '사업자등록증 파일을 첨부해주세요',
    en: 'Please attach the business registration certificate.',
    cn: '请附上营业执照文件。',
  },
  timeZoneInvalid: {
    ko: '시간대를 확인해주세요',
    en: 'Please check the time zone.',
    cn: '请检查时区。',
  },
  urlInvalid: {
    ko: '주소(URL)를 확인해주세요',
    en: 'Please check the web address.',
    cn: '请检查网址。',
  },
  productNameRequired: {
    ko: '상품명을 입력해주세요',
    en: 'Please enter the product name.',
    cn: '请输入商品名称。',
  },
  fairPeriodInvalid: {
    ko: '기간의 시작과 끝을 확인해주세요',
    en: 'Please check the start and end of the period.',
    cn: '请检查期间的开始和结束。',
  },
  fairDatesRequired: {
    ko: '상담 날짜를 하나 이상 입력해주세요',
    en: 'Please enter at least one meeting date.',
    cn: '请至少输入一个洽谈日期。',
  },
  fairTimesRequired: {
    ko: '상담 시간을 하나 이상 입력해주세요',
    en: 'Please enter at least one meeting time.',
    cn: '请至少输入一个洽谈时间。',
  },
  fairSlotOutsideEvent: {
    ko: '상담 일정은 행사 기간 안에 있어야 합니다',
    en: 'Meeting slots must lie within the event period.',
    cn: '洽谈时间段必须在活动期间内。',
  },
  codeRequired: {
    ko: '인증번호 6자리를 입력해주세요',
    en: 'Please enter the 6-digit code.',
    cn: '请输入6位验证码。',
  },
  companySizeInvalid: {
    ko: '회사 규모를 목록에서 골라주세요',
    en: 'Please choose the company size from the list.',
    cn: '请从列表中选择公司规模。',
  },
  marketsSoughtInvalid: {
    ko: '찾는 시장·품목은 10개까지, 각 50자 이내로 입력해주세요',
    en: 'Enter up to 10 markets or product fields sought, each within 50 characters.',
    cn: '寻求的市场或品类最多10项，每项不超过50个字符。',
  },
  languagesInvalid: {
    ko: '상담 언어를 목록에서 골라주세요',
    en: 'Please choose the meeting languages from the list.',
    cn: '请从列表中选择洽谈语言。',
  },
  matchingMessageRequired: {
    ko: '메시지를 입력해주세요',
    en: 'Please write a message.',
    cn: '请输入消息。',
  },
  matchingMessageTooLong: {
    ko: '메시지는 2,000자 이내로 입력해주세요',
    en: 'Please keep the message within 2,000 characters.',
    cn: '消息请勿超过2,000个字符。',
  },
  matchingMessagesClosed: {
    ko: '거절·취소·만료된 매칭에는 메시지를 보낼 수 없습니다',
    en: 'Messages cannot be sent on a declined, cancelled or expired matching.',
    cn: '已拒绝、取消或过期的对接不能发送消息。',
  },
  matchingMessagesTooMany: {
    ko: '메시지를 너무 자주 보냈습니다. 잠시 후 다시 보내주세요',
    en: 'Too many messages in a short time. Please try again later.',
    cn: '发送消息过于频繁，请稍后再试。',
  },
  // agenda and reschedule (docs/decisions/0039-agenda-feed-and-reschedule.md)
  rescheduleOpen: {
    ko: '이 상담에는 이미 답을 기다리는 시간 변경 제안이 있습니다',
    en: 'This meeting already has a proposed new time waiting for an answer.',
    cn: '该洽谈已有待回复的改期提议。',
  },
  rescheduleSameSlot: {
    ko: '지금 확정된 시간과 같은 시간입니다',
    en: 'That is the time the meeting already has.',
    cn: '与当前确定的时间相同。',
  },
  rescheduleSlotPast: {
    ko: '이미 지난 시간으로는 변경할 수 없습니다',
    en: 'A meeting cannot be moved to a time that has passed.',
    cn: '不能改到已过去的时间。',
  },
  rescheduleOwnProposal: {
    ko: '내가 보낸 제안에는 상대방만 답할 수 있습니다',
    en: 'Only the other party can answer your own proposal.',
    cn: '您发出的提议只能由对方回复。',
  },
  rescheduleNotFairSlot: {
    ko: '이 행사의 상담 시간표에 없는 시간입니다',
    en: "That time is not in the fair's meeting grid.",
    cn: '该时间不在本活动的洽谈时间表中。',
  },
} satisfies Record<string, Localized>;
