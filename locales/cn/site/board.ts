import type { BoardCatalog } from '../../ko/site/board.ts';

/** Chinese texts of the board (keys: locales/ko/site/board.ts). */
export const board: BoardCatalog = {
  'board.meta.list': '青年安心住宅留言板：准备申请的朋友们在这里分享信息和心得。',
  'board.meta.write': '在青年安心住宅留言板发帖。凭密码可修改或删除帖子。',
  'board.intro': '{name}：任何人都可以用姓名和密码发帖。广告或含有个人信息的帖子可能会被删除。',
  'board.write': '发帖',
  'board.writeTitle': '发帖',
  'board.editTitle': '修改帖子',
  'board.search': '搜索帖子',
  'board.caption': '帖子列表：编号、标题、作者、日期、浏览',
  'board.commentCount': '评论 {count} 条',
  'board.nameHint': '帖子中将隐藏姓名的中间部分（例：洪*东）。',
  'board.files': '附件',
  'board.filesHint':
    '可上传最多 {max} 个 PDF、HWP、DOCX、XLSX、JPG、PNG、GIF、WEBP 文件，每个不超过 {size}。',
  'board.filesMax': '最多可上传 {max} 个附件。',
  'board.fileTooBig': '{name}：文件超过 {max}。',
  'board.addFiles': '选择文件',
  'board.uploading': '正在上传 {name}…',
  'board.remove': '移除',
  'board.removeFile': '移除附件 {name}',
  'board.submit': '发布',
  'board.editAsk': '请输入密码以修改帖子',
  'board.deleteAsk': '请输入密码以删除帖子',

  'comment.title': '评论',
  'comment.empty': '还没有评论，来发表第一条评论吧。',
  'comment.write': '发表评论',
  'comment.content': '评论',
  'comment.submit': '发布评论',
  'comment.deleteAsk': '请输入密码以删除评论',
  'comment.deleteNamed': '删除 {author} 的评论',
};
