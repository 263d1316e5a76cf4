import type { BoardCatalog } from '../../ko/site/board.ts';

/** English texts of the board (keys: locales/ko/site/board.ts). */
export const board: BoardCatalog = {
  'board.meta.list':
    'Youth Safe Housing board: people preparing their application share tips and impressions.',
  'board.meta.write':
    'Write on the Youth Safe Housing board. Your password lets you edit or delete the post.',
  'board.intro':
    '{name}: anyone may post with a name and a password. Advertising or posts with personal data may be removed.',
  'board.write': 'Write',
  'board.writeTitle': 'New post',
  'board.editTitle': 'Edit post',
  'board.search': 'Search posts',
  'board.caption': 'Posts: number, title, author, date, views',
  'board.commentCount': '{count} comment(s)',
  'board.nameHint': 'Posts show your name partly hidden (e.g. H***).',
  'board.files': 'Attachments',
  'board.filesHint': 'Up to {max} PDF, HWP, DOCX, XLSX, JPG, PNG, GIF or WEBP files of at most {size} each.',
  'board.filesMax': 'You can attach at most {max} files.',
  'board.fileTooBig': '{name}: the file is larger than {max}.',
  'board.addFiles': 'Choose files',
  'board.uploading': 'Uploading {name}…',
  'board.remove': 'Remove',
  'board.removeFile': 'Remove attachment {name}',
  'board.submit': 'Post',
  'board.editAsk': 'Enter the password to edit this post',
  'board.deleteAsk': 'Enter the password to delete this post',

  'comment.title': 'Comments',
  'comment.empty': 'No comments yet. Be the first to comment.',
  'comment.write': 'Write a comment',
  'comment.content': 'Comment',
  'comment.submit': 'Post comment',
  'comment.deleteAsk': 'Enter the password to delete this comment',
  'comment.deleteNamed': 'Delete the comment of {author}',
};
