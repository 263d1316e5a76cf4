/**
 * Console texts of the community resources: 1:1 inquiries, boards and comments, forms, messages (the
 * outbox). Keyed like react-admin's `resources.<name>` (locales/ko/console.ts spreads this object in there).
 */
export const communityResources = {
  'center/questions': {
    name: '1:1 문의',
    fields: {
      q: '검색',
      title: '제목',
      content: '문의 내용',
      author: '작성자',
      answered: '답변 상태',
      answer: '답변',
      answeredBy: '답변자',
      answeredAt: '답변일시',
      shows: '목록에 노출',
      createdAt: '등록일시',
    },
    state: { answered: '답변완료', waiting: '미답변' },
  },
  boards: {
    name: '게시판',
    fields: {
      q: '검색',
      board: '게시판 코드',
      title: '제목',
      content: '내용',
      author: '작성자',
      views: '조회수',
      comments: '댓글',
      files: '첨부파일',
      shows: '노출',
      createdAt: '등록일시',
    },
    commentsTitle: '댓글',
    noFiles: '첨부파일 없음',
    actions: {
      hide: '숨기기',
      show: '노출하기',
      hidden: '사이트에서 숨겼습니다',
      shown: '사이트에 다시 노출했습니다',
    },
  },
  'boards/comments': {
    name: '댓글',
    fields: {
      q: '검색',
      postTitle: '게시글',
      board: '게시판',
      content: '내용',
      author: '작성자',
      shows: '노출',
      createdAt: '등록일시',
    },
  },
  forms: {
    name: '양식',
    fields: {
      q: '검색',
      code: '양식 종류',
      name: '이름',
      email: '이메일',
      phone: '연락처',
      subject: '제목',
      message: '내용',
      files: '첨부파일',
      createdAt: '접수일시',
    },
    codes: { 'default-form': '기본 양식 (상담 신청)' },
    email: {
      button: '알림 이메일',
      title: '새 양식 알림 이메일',
      intro: '사이트에서 양식이 접수될 때마다 이 주소로 알림 메일을 보냅니다. 비워두면 보내지 않습니다.',
      label: '알림 받을 이메일',
      saved: '알림 이메일을 저장했습니다',
    },
  },
  messages: {
    name: '메시지',
    fields: {
      q: '검색',
      channel: '종류',
      to: '받는 사람',
      subject: '제목',
      body: '내용',
      status: '상태',
      error: '실패 사유',
      createdAt: '등록일시',
      sentAt: '발송일시',
    },
    channels: { email: '이메일', sms: '문자' },
    statuses: { pending: '발송 대기', sent: '발송 완료', failed: '발송 실패' },
    test: {
      button: '테스트 발송',
      title: '테스트 메시지 보내기',
      intro:
        '실제 발송 경로로 보냅니다. 메일 서버(SMTP)나 문자 서비스가 설정되지 않았으면 발송 대기 상태로 목록에 남습니다.',
      send: '보내기',
      done: '테스트 메시지를 보냈습니다: %{status}',
      toHint: { email: 'name@example.com', sms: '01012345678 (숫자만)' },
    },
  },
};
