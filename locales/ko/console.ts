import type { TranslationMessages } from 'react-admin';
import { adminResources } from './console/admin.ts';
import { contentResources } from './console/content.ts';
import { communityResources } from './console/community.ts';
import { personalResources } from './console/personal.ts';
import { reviewResources } from './console/review.ts';
import { matchingResources } from './console/matching.ts';
import { matchingDayResources } from './console/matchingDay.ts';
import { resourceLabels } from '../resourceWords.ts';

/**
 * Console texts in Korean: every message of react-admin (the key structure of `ra-language-english`), the
 * rich-text toolbar (`ra.tiptap`), and the console's own keys. Korean is the fallback, so this catalog's
 * shape is the type the English and Chinese catalogs must satisfy
 * (docs/decisions/0002-layout-and-boundaries.md).
 */
const ra = {
  action: {
    add_filter: '필터 추가',
    add: '추가',
    back: '뒤로',
    bulk_actions: '%{smart_count}개 선택됨',
    cancel: '취소',
    clear_array_input: '목록 비우기',
    clear_input_value: '값 지우기',
    clone: '복제',
    confirm: '확인',
    create: '등록',
    create_item: '%{item} 등록',
    delete: '삭제',
    edit: '수정',
    export: '내보내기',
    list: '목록',
    refresh: '새로고침',
    remove_filter: '이 필터 제거',
    remove_all_filters: '모든 필터 제거',
    remove: '제거',
    reset: '초기화',
    save: '저장',
    search: '검색',
    search_columns: '열 검색',
    select_all: '전체 선택',
    select_all_button: '전체 선택',
    select_row: '이 행 선택',
    show: '보기',
    sort: '정렬',
    undo: '실행 취소',
    unselect: '선택 해제',
    expand: '펼치기',
    close: '닫기',
    open_menu: '메뉴 열기',
    close_menu: '메뉴 닫기',
    update: '수정',
    move_up: '위로 이동',
    move_down: '아래로 이동',
    open: '열기',
    toggle_theme: '밝은/어두운 테마 전환',
    select_columns: '표시할 열',
    update_application: '애플리케이션 다시 불러오기',
  },
  boolean: {
    true: '예',
    false: '아니요',
    null: ' ',
  },
  page: {
    create: '%{name} 등록',
    dashboard: '대시보드',
    edit: '%{name} %{recordRepresentation}',
    error: '문제가 발생했습니다',
    list: '%{name}',
    loading: '불러오는 중',
    not_found: '페이지를 찾을 수 없습니다',
    show: '%{name} %{recordRepresentation}',
    empty: '아직 %{name}이(가) 없습니다.',
    invite: '새로 등록하시겠습니까?',
    access_denied: '접근 거부',
    authentication_error: '인증 오류',
  },
  input: {
    file: {
      upload_several: '파일을 끌어다 놓거나 클릭하여 선택하세요.',
      upload_single: '파일을 끌어다 놓거나 클릭하여 선택하세요.',
    },
    image: {
      upload_several: '이미지를 끌어다 놓거나 클릭하여 선택하세요.',
      upload_single: '이미지를 끌어다 놓거나 클릭하여 선택하세요.',
    },
    references: {
      all_missing: '참조 데이터를 찾을 수 없습니다.',
      many_missing: '연결된 참조 중 일부를 더 이상 사용할 수 없습니다.',
      single_missing: '연결된 참조를 더 이상 사용할 수 없습니다.',
    },
    password: {
      toggle_visible: '비밀번호 숨기기',
      toggle_hidden: '비밀번호 보기',
    },
  },
  message: {
    about: '정보',
    access_denied: '접근권한이 없습니다',
    are_you_sure: '계속하시겠습니까?',
    authentication_error: '인증 서버가 오류를 반환하여 로그인 정보를 확인할 수 없습니다.',
    auth_error: '인증 토큰을 확인하는 중 오류가 발생했습니다.',
    bulk_delete_content: '선택한 %{smart_count}개 항목을 삭제하시겠습니까?',
    bulk_delete_title: '%{name} %{smart_count}개 삭제',
    bulk_update_content: '선택한 %{smart_count}개 항목을 수정하시겠습니까?',
    bulk_update_title: '%{name} %{smart_count}개 수정',
    clear_array_input: '목록 전체를 비우시겠습니까?',
    delete_content: '이 %{name}을(를) 삭제하시겠습니까?',
    delete_title: '%{name} %{recordRepresentation} 삭제',
    details: '상세 정보',
    error: '요청을 처리하는 중 오류가 발생했습니다.',
    invalid_form: '입력값이 올바르지 않습니다. 오류를 확인해주세요',
    loading: '잠시만 기다려주세요',
    no: '아니요',
    not_found: '주소가 잘못되었거나 잘못된 링크를 따라오셨습니다.',
    select_all_limit_reached: '항목이 너무 많아 처음 %{max}개만 선택했습니다.',
    unsaved_changes: '저장하지 않은 변경 사항이 있습니다. 무시하고 이동하시겠습니까?',
    yes: '예',
    placeholder_data_warning: '네트워크 문제: 데이터를 새로 불러오지 못했습니다.',
  },
  navigation: {
    clear_filters: '필터 지우기',
    no_filtered_results: '현재 필터에 맞는 %{name}이(가) 없습니다.',
    no_results: '%{name}이(가) 없습니다',
    no_more_results: '%{page} 페이지는 범위를 벗어났습니다. 이전 페이지로 이동해주세요.',
    page_out_of_boundaries: '%{page} 페이지는 범위를 벗어났습니다',
    page_out_from_end: '마지막 페이지입니다',
    page_out_from_begin: '첫 페이지입니다',
    page_range_info: '%{offsetBegin}-%{offsetEnd} / 전체 %{total}',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / %{offsetEnd}개 이상',
    current_page: '%{page} 페이지',
    page: '%{page} 페이지로 이동',
    first: '첫 페이지로 이동',
    last: '마지막 페이지로 이동',
    next: '다음 페이지로 이동',
    previous: '이전 페이지로 이동',
    page_rows_per_page: '페이지당 행 수:',
    skip_nav: '본문으로 건너뛰기',
  },
  sort: {
    sort_by: '%{field_lower_first} %{order} 정렬',
    ASC: '오름차순',
    DESC: '내림차순',
  },
  auth: {
    auth_check_error: '로그인 후 이용가능합니다',
    user_menu: '내 정보',
    username: '아이디',
    password: '비밀번호',
    email: '이메일',
    sign_in: '로그인',
    sign_in_error: '로그인에 실패했습니다. 다시 시도해주세요',
    logout: '로그아웃',
  },
  notification: {
    updated: '수정되었습니다',
    created: '등록되었습니다',
    deleted: '삭제되었습니다',
    bad_item: '잘못된 항목입니다',
    item_doesnt_exist: '항목이 존재하지 않습니다',
    http_error: '서버와 통신하는 중 오류가 발생했습니다',
    data_provider_error: '데이터 처리 중 오류가 발생했습니다. 콘솔에서 자세한 내용을 확인하세요.',
    i18n_error: '선택한 언어의 번역을 불러올 수 없습니다',
    canceled: '취소되었습니다',
    logged_out: '로그인이 만료되었습니다. 다시 로그인해주세요.',
    not_authorized: '접근권한이 없습니다',
    application_update_available: '새 버전이 있습니다.',
    offline: '네트워크에 연결되어 있지 않아 데이터를 불러올 수 없습니다.',
  },
  validation: {
    required: '필수 입력 항목입니다',
    minLength: '%{min}자 이상 입력해주세요',
    maxLength: '%{max}자 이하로 입력해주세요',
    minValue: '%{min} 이상이어야 합니다',
    maxValue: '%{max} 이하여야 합니다',
    number: '숫자를 입력해주세요',
    email: '올바른 이메일 주소를 입력해주세요',
    oneOf: '다음 중 하나여야 합니다: %{options}',
    regex: '형식이 올바르지 않습니다 (정규식: %{pattern})',
    unique: '이미 사용 중인 값입니다',
  },
  saved_queries: {
    label: '저장한 검색',
    query_name: '검색 이름',
    new_label: '현재 검색 저장...',
    new_dialog_title: '현재 검색을 다음 이름으로 저장',
    remove_label: '저장한 검색 삭제',
    remove_label_with_name: '"%{name}" 검색 삭제',
    remove_dialog_title: '저장한 검색을 삭제하시겠습니까?',
    remove_message: '저장한 검색 목록에서 이 항목을 삭제하시겠습니까?',
    help: '목록을 필터링하고 나중을 위해 검색 조건을 저장하세요',
  },
  guesser: {
    empty: {
      title: '표시할 데이터가 없습니다',
      message: '데이터 공급자를 확인해주세요',
    },
  },
  configurable: {
    customize: '사용자 지정',
    configureMode: '이 페이지 구성',
    inspector: {
      title: '속성',
      content: '구성할 화면 요소 위에 마우스를 올리세요',
      reset: '설정 초기화',
      hideAll: '모두 숨기기',
      showAll: '모두 보기',
    },
    Datagrid: {
      title: '표',
      unlabeled: '이름 없는 열 #%{column}',
    },
    SimpleForm: {
      title: '양식',
      unlabeled: '이름 없는 입력 #%{input}',
    },
    SimpleList: {
      title: '목록',
      primaryText: '기본 텍스트',
      secondaryText: '보조 텍스트',
      tertiaryText: '세 번째 텍스트',
    },
  },
  tiptap: {
    align_left: '왼쪽 정렬',
    align_right: '오른쪽 정렬',
    align_center: '가운데 정렬',
    align_justify: '양쪽 정렬',
    blockquote: '인용',
    bold: '굵게',
    clear_format: '서식 지우기',
    code: '코드',
    color: '글자색',
    current_level: '현재 문단 수준',
    heading1: '제목 1',
    heading2: '제목 2',
    heading3: '제목 3',
    heading4: '제목 4',
    heading5: '제목 5',
    heading6: '제목 6',
    highlight: '형광펜',
    image: '이미지',
    image_dialog: '이미지 주소',
    italic: '기울임',
    link: '링크 추가',
    list_bulleted: '글머리 기호 목록',
    list_numbered: '번호 목록',
    paragraph: '본문',
    select_level: '문단 수준 선택',
    strike: '취소선',
    underline: '밑줄',
  },
};

/** The console's own texts: product, login, layout, dashboard, shared widgets. */
const consoleTexts = {
  title: '청년안심주택 관리자',
  locale: { ko: '한국어', en: 'English', cn: '中文' },
  login: {
    heading: '관리자 로그인',
    hint: '관리자 계정으로 로그인하세요',
    submit: '로그인',
    signingIn: '로그인 중…',
    required: '아이디와 비밀번호를 입력해주세요',
    notManager: '관리자 계정이 아닙니다',
    networkError: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요',
    insecure: '보안 연결(HTTPS)에서만 로그인할 수 있습니다',
  },
  forbidden: '접근권한이 없습니다',
  backToDashboard: '대시보드로 돌아가기',
  dashboard: {
    greeting: '%{name}님, 안녕하세요',
    intro: '권한이 있는 메뉴만 표시됩니다.',
    window: '청약 접수 현황',
    round: '%{round}회차',
    period: '%{openAt} ~ %{deadAt}',
    noSchedule: '등록된 청약 일정이 없습니다',
    loadError: '청약 일정을 불러오지 못했습니다',
    shortcuts: '바로가기',
    shop: {
      title: '쇼핑몰 오늘',
      sales: '오늘 순매출(원)',
      newOrders: '오늘 결제된 주문',
      toShip: '발송 대기',
      returns: '반품 신청',
      loadError: '쇼핑몰 현황을 불러오지 못했습니다',
    },
    state: {
      hidden: '숨김',
      beforeOpen: '접수 전',
      open: '접수 중',
      closed: '마감',
      stopped: '중단',
    },
  },
  export: {
    label: '엑셀 다운로드',
    running: '파일을 만드는 중…',
    failed: '파일을 내려받지 못했습니다',
  },
  files: {
    download: '내려받기',
    new: '새 파일',
    uploading: '파일 올리는 중 %{percent}%',
    hint: 'pdf, xlsx, docx, hwp, jpg, png · 파일당 50MB까지',
    rejected: '허용되지 않는 형식이거나 50MB를 넘는 파일입니다',
  },
  editor: {
    loading: '편집기를 불러오는 중…',
    uploadImage: '이미지 올리기',
    uploadFailed: '이미지를 올리지 못했습니다',
  },
  localized: {
    tabs: '작성 언어',
    ko: '한국어 (필수)',
    en: 'English',
    cn: '中文',
    optional: '선택 입력입니다. 비워 두면 이 언어의 방문자에게 한국어 내용이 표시됩니다.',
    hasError: '이 언어 탭에 고칠 항목이 있습니다',
  },
  filters: {
    from: '등록일 시작',
    to: '등록일 끝',
    search: '검색',
  },
};

/** Resource names, field labels and menu labels (react-admin reads `resources.<name>.name|fields.*`). */
const resources = {
  ...adminResources,
  ...contentResources,
  ...communityResources,
  ...personalResources,
  ...reviewResources,
  ...matchingResources,
  ...matchingDayResources,
  'center/notifications': {
    name: '공지사항',
    fields: {
      title: '제목',
      content: '내용',
      pinned: '상단 고정',
      shows: '노출',
      views: '조회수',
      files: '첨부파일',
      author: '작성자',
      createdAt: '등록일시',
      updatedAt: '수정일시',
    },
  },
  schedules: {
    name: '청약 일정',
    fields: {
      round: '회차',
      title: '제목',
      shows: '노출',
      stops: '접수 중단',
      openAt: '접수 시작 (서울 시간)',
      deadAt: '접수 마감 (서울 시간)',
      message: {
        beforeOpen: '접수 전 안내 문구',
        dead: '마감 안내 문구 (신청서)',
        dead2: '마감 안내 문구 (청약 안내 페이지)',
        stop: '중단 안내 문구',
      },
      createdAt: '등록일시',
      updatedAt: '수정일시',
    },
    preview: {
      title: '지금 공개 화면에 보이는 상태',
      hint: '저장 전 입력값 기준, 현재 시각(서울)으로 계산합니다',
      form: '신청서',
      landing: '청약 안내 페이지',
      hidden: '공개 화면에 일정이 표시되지 않습니다',
      open: '접수 중: 신청을 받습니다',
    },
  },
};

/** Turns every string literal of a catalog into `string`, keeping the key structure. */
export type CatalogShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };

/** What the English and Chinese catalogs must provide: every key of this one. */
export type ConsoleCatalog = TranslationMessages & {
  ra: CatalogShape<typeof ra>;
  console: CatalogShape<typeof consoleTexts>;
  resources: CatalogShape<typeof resources>;
};

// the plain resources' words (locales/resources/*.ts) come after the typed ones: the other catalogs take the
// same files, so they need no key of theirs
export const koConsole = {
  ra,
  console: consoleTexts,
  resources: { ...resources, ...resourceLabels('ko') },
} satisfies ConsoleCatalog;
export default koConsole;
