import type { ResourceWords } from '../resourceWords.ts';

/**
 * The group notice dialog of the applications list and the notice filter of the messages list
 * (src/admin/applications/GroupNoticeDialog.tsx; docs/decisions/0030-group-notices-and-round-statistics.md).
 */
export default {
  groupNotices: {
    name: { ko: '단체 안내', en: 'Group notice', cn: '群发通知' },
    fields: {
      recipients: { ko: '받는 사람', en: 'Recipients', cn: '收件人' },
      channels: { ko: '보낼 방법', en: 'Send by', cn: '发送方式' },
      unitType: { ko: '주택형', en: 'Unit type', cn: '户型' },
      anyUnitType: { ko: '전체 주택형', en: 'All unit types', cn: '全部户型' },
      subject: { ko: '제목 (이메일)', en: 'Subject (e-mail)', cn: '标题（电子邮件）' },
      body: { ko: '내용 (문자·이메일)', en: 'Text (SMS and e-mail)', cn: '内容（短信和电子邮件）' },
      deadline: { ko: '기한 ({deadline})', en: 'Deadline ({deadline})', cn: '期限（{deadline}）' },
      sendAt: { ko: '보낼 시각', en: 'When', cn: '发送时间' },
      scheduledAt: { ko: '예약 시각 (한국시간)', en: 'Scheduled time (Seoul)', cn: '预约时间（首尔时间）' },
      notice: { ko: '단체 안내', en: 'Group notice', cn: '群发通知' },
    },
    texts: {
      button: { ko: '단체 안내 (%{count}명)', en: 'Group notice (%{count})', cn: '群发通知（%{count}人）' },
      title: { ko: '단체 안내 보내기', en: 'Send a group notice', cn: '发送群发通知' },
      filterIntro: {
        ko: '목록의 검색 조건에 해당하는 모든 신청자에게 보냅니다:',
        en: 'Goes to everyone the list’s filter finds:',
        cn: '发送给列表筛选条件找到的所有申请人：',
      },
      noFilter: { ko: '조건 없음 (전체)', en: 'no filter (everyone)', cn: '无条件（全部）' },
      unsupported: {
        ko: '단체 안내는 회차·상태·공급유형·공급구분·순위·주택형 조건만 씁니다. 다음 조건을 지운 뒤 다시 여세요: %{filters}',
        en: 'A group notice uses only the round, status, supply type, category, ranks and unit type. Clear these filters and open it again: %{filters}',
        cn: '群发通知只使用轮次、状态、供应类型、供应类别、顺位和户型条件。请清除以下条件后重新打开：%{filters}',
      },
      variables: {
        ko: '변수 넣기 (받는 사람마다 바뀝니다):',
        en: 'Insert a variable (filled in per recipient):',
        cn: '插入变量（按收件人填入）：',
      },
      templateHint: {
        ko: '신청자는 신청할 때 쓴 언어의 내용을 받습니다. 세 언어 모두 작성해주세요.',
        en: 'Each applicant gets the text of the language they applied in; write all three.',
        cn: '每位申请人收到其申请时所用语言的内容；请填写三种语言。',
      },
      now: { ko: '바로 보내기', en: 'Send now', cn: '立即发送' },
      later: { ko: '예약 발송', en: 'Schedule', cn: '预约发送' },
      preview: { ko: '미리보기', en: 'Preview', cn: '预览' },
      previewOf: {
        ko: '%{count}명에게 보냅니다. 첫 번째 신청자(접수번호 %{receiptNo}, %{lang})에게 가는 내용 (이름은 가림):',
        en: 'Goes to %{count} applicants. What the first of them (receipt %{receiptNo}, %{lang}) receives (name masked):',
        cn: '将发送给%{count}人。第一位申请人（受理编号%{receiptNo}，%{lang}）收到的内容（姓名已隐藏）：',
      },
      testSend: { ko: '나에게 테스트 발송', en: 'Test send to me', cn: '测试发送给我' },
      testDone: {
        ko: '내 계정의 연락처로 테스트를 보냈습니다: %{statuses}',
        en: 'Test sent to your account’s contacts: %{statuses}',
        cn: '已向您账户的联系方式发送测试：%{statuses}',
      },
      send: { ko: '보내기', en: 'Send', cn: '发送' },
      confirm: {
        ko: '%{count}명에게 %{channels}(으)로 %{when} 보냅니다. 보낸 뒤에는 취소할 수 없습니다.',
        en: 'This sends to %{count} applicants by %{channels}, %{when}. It cannot be undone.',
        cn: '将通过%{channels}向%{count}人%{when}发送。发送后无法撤回。',
      },
      confirmNow: { ko: '지금', en: 'now', cn: '立即' },
      confirmAt: { ko: '%{at}에', en: 'at %{at} (Seoul)', cn: '于%{at}（首尔时间）' },
      confirmSend: { ko: '%{count}명에게 보내기', en: 'Send to %{count}', cn: '发送给%{count}人' },
      queued: {
        ko: '%{recipients}명에게 보낼 메시지 %{messages}건을 발송 대기열에 넣었습니다.',
        en: '%{messages} messages to %{recipients} applicants are queued.',
        cn: '已将发给%{recipients}人的%{messages}条消息放入发送队列。',
      },
      delivery: {
        ko: '받는 사람별 발송 현황 보기',
        en: 'Delivery per recipient',
        cn: '查看各收件人的发送情况',
      },
      summary: {
        ko: '%{subject} — %{recipients}명 · 대기 %{pending} · 완료 %{sent} · 실패 %{failed}',
        en: '%{subject} — %{recipients} recipients · %{pending} waiting · %{sent} sent · %{failed} failed',
        cn: '%{subject} — %{recipients}人 · 等待%{pending} · 完成%{sent} · 失败%{failed}',
      },
      scheduledFor: { ko: '예약: %{at}', en: 'Scheduled: %{at} (Seoul)', cn: '预约：%{at}（首尔时间）' },
      defaultSubject: {
        ko: '[청년안심주택 {round}차] 안내',
        en: '[Youth Housing, round {round}] Notice',
        cn: '[青年安心住宅 第{round}轮] 通知',
      },
      defaultBody: {
        ko: '{name}님, 접수번호 {receiptNo}의 현재 상태는 {result}입니다.',
        en: 'Dear {name}, the status of your application {receiptNo} is now: {result}.',
        cn: '{name}您好，您的申请（受理编号{receiptNo}）当前状态：{result}。',
      },
    },
  },
} satisfies Record<string, ResourceWords>;
