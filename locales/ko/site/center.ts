/**
 * Korean texts of the customer centre (notices, FAQ, form downloads, 1:1 inquiry), the shared list and
 * form pieces (also used by the board) and the terms pages. Field rules come from domain/messages/center.ts.
 */
export const center = {
  'center.meta.notice':
    '청년안심주택 공지사항: 모집공고, 청약 일정, 견본주택과 시스템 점검 안내를 확인하세요.',
  'center.meta.faqs': '청약 자격, 신청 방법, 제출 서류, 계약·입주에 대해 자주 묻는 질문과 답변입니다.',
  'center.meta.download': '청약 신청서, 개인정보 동의서, 소득·자산 확인 서류 안내 등 서식을 내려받으세요.',
  'center.meta.inquiry': '1:1 문의: 이름과 비밀번호만으로 궁금한 점을 남기고, 담당자의 답변을 확인하세요.',
  'center.meta.inquiryWrite':
    '청년안심주택 1:1 문의를 남깁니다. 비밀번호로 내 문의와 답변을 확인할 수 있습니다.',

  'list.total': '전체 {total}건',
  'list.search': '검색',
  'list.searchPlaceholder': '검색어를 입력하세요',
  'list.number': '번호',
  'list.title': '제목',
  'list.author': '작성자',
  'list.date': '등록일',
  'list.views': '조회수',
  'list.viewsShort': '조회 {views}',
  'list.file': '첨부',
  'list.hasFiles': '첨부파일 {count}개',
  'list.empty': '등록된 글이 없습니다.',
  'list.noResults': '검색 결과가 없습니다. 다른 검색어로 찾아보세요.',
  'list.loadFailed': '목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  'list.retry': '다시 시도',
  'list.pagination': '페이지 이동',
  'list.pageLabel': '{page}페이지',
  'list.firstPage': '첫 페이지',
  'list.prevPage': '이전 페이지',
  'list.nextPage': '다음 페이지',
  'list.lastPage': '마지막 페이지',

  'post.files': '첨부파일',
  'post.fileType': '{type} 파일',
  'post.download': '내려받기',
  'post.prevNext': '이전글 다음글',
  'post.prev': '이전글',
  'post.next': '다음글',
  'post.none': '글이 없습니다.',
  'post.backToList': '목록',
  'post.edit': '수정',
  'post.delete': '삭제',
  'post.notFound': '글을 찾을 수 없습니다. 삭제되었거나 주소가 잘못되었습니다.',

  'notice.search': '공지사항 검색',
  'notice.caption': '공지사항 목록: 번호, 제목, 첨부, 등록일, 조회수',
  'notice.pinned': '공지',

  'faq.search': '자주 묻는 질문 검색',
  'faq.categories': '질문 분류',
  'faq.all': '전체',

  'download.search': '서식 검색',
  'download.caption': '서식 다운로드 목록: 번호, 제목, 파일 형식과 크기, 등록일, 조회수',
  'download.files': '내려받을 파일',

  'inquiry.intro':
    '궁금한 점을 남겨 주시면 담당자가 확인 후 답변해 드립니다. 모든 문의는 비공개이며, 작성할 때 정한 비밀번호로만 볼 수 있습니다.',
  'inquiry.write': '문의하기',
  'inquiry.writeTitle': '1:1 문의 작성',
  'inquiry.editTitle': '1:1 문의 수정',
  'inquiry.search': '문의 제목 검색',
  'inquiry.caption': '1:1 문의 목록: 번호, 제목, 작성자, 등록일, 답변 상태',
  'inquiry.state': '답변 상태',
  'inquiry.answered': '답변완료',
  'inquiry.waiting': '미답변',
  'inquiry.private': '비밀글',
  'inquiry.locked': '비밀번호를 입력해 주세요',
  'inquiry.lockedHelp': '1:1 문의는 작성할 때 정한 비밀번호로만 볼 수 있습니다.',
  'inquiry.answer': '답변',
  'inquiry.noAnswer': '담당자가 문의 내용을 확인하고 있습니다. 답변이 등록되면 이곳에 표시됩니다.',
  'inquiry.answeredNoEdit': '답변이 완료된 문의는 수정할 수 없습니다.',
  'inquiry.deleteConfirm': '이 문의를 삭제하시겠습니까? 삭제하면 되돌릴 수 없습니다.',
  'inquiry.back': '문의로 돌아가기',
  'inquiry.contentHint': '{max}자까지 입력할 수 있습니다. 주민등록번호 등 민감한 개인정보는 적지 마세요.',
  'inquiry.nameHint': '목록에는 가운데 글자를 가린 이름(예: 홍*동)으로 표시됩니다.',
  'inquiry.agree': '개인정보 수집·이용에 동의합니다',
  'inquiry.consentTitle': '개인정보 수집·이용 안내',
  'inquiry.consentItems': '수집 항목: 이름, 문의 내용',
  'inquiry.consentPurpose': '이용 목적: 문의 확인 및 답변',
  'inquiry.consentPeriod': '보유 기간: 문의 삭제 시 또는 등록 후 3년까지',
  'inquiry.consentRefuse': '동의하지 않으실 수 있으며, 이 경우 1:1 문의를 남길 수 없습니다.',
  'inquiry.submit': '문의 등록',

  'form.title': '제목',
  'form.content': '내용',
  'form.name': '이름',
  'form.password': '비밀번호',
  'form.passwordConfirm': '비밀번호 확인',
  'form.passwordHint': '공백 없이 {min}~{max}자. 글을 보거나 고치고 지울 때 필요합니다.',
  'form.requiredLegend': '* 표시는 필수 입력 항목입니다.',
  'form.cancel': '취소',
  'form.saving': '저장 중…',
  'form.saveEdit': '수정 완료',
  'form.failed': '요청을 처리하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',

  'password.label': '비밀번호',
  'password.confirm': '확인',
  'password.required': '비밀번호를 입력해 주세요.',

  'terms.title': '약관',
  'terms.nav': '약관 및 정책',
  'terms.required': '필수 동의',
  'terms.meta.privacy':
    '청년안심주택 개인정보처리방침: 수집하는 개인정보, 이용 목적, 보유 기간과 정보주체의 권리를 안내합니다.',
  'terms.meta.other': '청년안심주택 이용약관과 개인정보 수집·이용 및 제3자 제공 동의 내용을 안내합니다.',
} as const satisfies Record<string, string>;

export type CenterKey = keyof typeof center;
export type CenterCatalog = Record<CenterKey, string>;
