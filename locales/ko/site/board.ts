/** Korean texts of the board (/board/default-board): list, post, write form, comments. */
export const board = {
  'board.meta.list': '청년안심주택 게시판: 청약을 준비하는 분들이 정보와 후기를 나누는 공간입니다.',
  'board.meta.write': '청년안심주택 게시판에 글을 씁니다. 비밀번호로 글을 고치거나 지울 수 있습니다.',
  'board.intro':
    '{name}: 누구나 이름과 비밀번호로 글을 남길 수 있습니다. 광고나 개인정보가 담긴 글은 삭제될 수 있습니다.',
  'board.write': '글쓰기',
  'board.writeTitle': '글쓰기',
  'board.editTitle': '글 수정',
  'board.search': '게시글 검색',
  'board.caption': '게시글 목록: 번호, 제목, 작성자, 등록일, 조회수',
  'board.commentCount': '댓글 {count}개',
  'board.nameHint': '글에는 가운데 글자를 가린 이름(예: 홍*동)으로 표시됩니다.',
  'board.files': '첨부파일',
  'board.filesHint':
    'PDF, HWP, DOCX, XLSX, JPG, PNG, GIF, WEBP 파일을 {max}개까지, 파일당 {size} 이하로 올릴 수 있습니다.',
  'board.filesMax': '첨부파일은 {max}개까지 올릴 수 있습니다.',
  'board.fileTooBig': '{name}: 파일이 {max}보다 큽니다.',
  'board.addFiles': '파일 선택',
  'board.uploading': '{name} 올리는 중…',
  'board.remove': '빼기',
  'board.removeFile': '{name} 첨부 빼기',
  'board.submit': '등록',
  'board.editAsk': '글을 수정하려면 비밀번호를 입력해 주세요',
  'board.deleteAsk': '글을 삭제하려면 비밀번호를 입력해 주세요',

  'comment.title': '댓글',
  'comment.empty': '아직 댓글이 없습니다. 첫 댓글을 남겨 보세요.',
  'comment.write': '댓글 쓰기',
  'comment.content': '댓글',
  'comment.submit': '댓글 등록',
  'comment.deleteAsk': '댓글을 삭제하려면 비밀번호를 입력해 주세요',
  'comment.deleteNamed': '{author}님의 댓글 삭제',
} as const satisfies Record<string, string>;

export type BoardKey = keyof typeof board;
export type BoardCatalog = Record<BoardKey, string>;
