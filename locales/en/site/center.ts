import type { CenterCatalog } from '../../ko/site/center.ts';

/** English texts of the customer centre, lists, forms and terms (keys: locales/ko/site/center.ts). */
export const center: CenterCatalog = {
  'center.meta.notice':
    'Youth Safe Housing notices: recruitment notices, application dates, show-unit visits and maintenance.',
  'center.meta.faqs':
    'Frequently asked questions about eligibility, how to apply, documents, contracts and moving in.',
  'center.meta.download':
    'Download forms: the application form, the personal-data consent form and the income and asset document guide.',
  'center.meta.inquiry':
    'Ask us a question with just a name and a password, and read the answer of our staff.',
  'center.meta.inquiryWrite':
    'Ask Youth Safe Housing a question. Your password lets you read your question and our answer.',

  'list.total': '{total} in total',
  'list.search': 'Search',
  'list.searchPlaceholder': 'Enter a search term',
  'list.number': 'No.',
  'list.title': 'Title',
  'list.author': 'Author',
  'list.date': 'Date',
  'list.views': 'Views',
  'list.viewsShort': '{views} views',
  'list.file': 'Files',
  'list.hasFiles': '{count} attachment(s)',
  'list.empty': 'Nothing has been posted yet.',
  'list.noResults': 'No results. Try another search term.',
  'list.loadFailed': 'The list could not be loaded. Please try again shortly.',
  'list.retry': 'Try again',
  'list.pagination': 'Pages',
  'list.pageLabel': 'Page {page}',
  'list.firstPage': 'First page',
  'list.prevPage': 'Previous page',
  'list.nextPage': 'Next page',
  'list.lastPage': 'Last page',

  'post.files': 'Attachments',
  'post.fileType': '{type} file',
  'post.download': 'Download',
  'post.prevNext': 'Previous and next',
  'post.prev': 'Previous',
  'post.next': 'Next',
  'post.none': 'None.',
  'post.backToList': 'Back to list',
  'post.edit': 'Edit',
  'post.delete': 'Delete',
  'post.notFound': 'This post was not found. It may have been deleted, or the address is wrong.',

  'notice.search': 'Search notices',
  'notice.caption': 'Notices: number, title, attachments, date, views',
  'notice.pinned': 'Notice',

  'faq.search': 'Search the FAQ',
  'faq.categories': 'Question categories',
  'faq.all': 'All',

  'download.search': 'Search forms',
  'download.caption': 'Forms to download: number, title, file type and size, date, views',
  'download.files': 'Files to download',

  'inquiry.intro':
    'Leave your question and our staff will answer it. Every inquiry is private: only the password you choose opens it.',
  'inquiry.write': 'Ask a question',
  'inquiry.writeTitle': 'New inquiry',
  'inquiry.editTitle': 'Edit inquiry',
  'inquiry.search': 'Search inquiry titles',
  'inquiry.caption': 'Inquiries: number, title, author, date, answer status',
  'inquiry.state': 'Status',
  'inquiry.answered': 'Answered',
  'inquiry.waiting': 'Awaiting answer',
  'inquiry.private': 'Private',
  'inquiry.locked': 'Please enter the password',
  'inquiry.lockedHelp': 'An inquiry opens only with the password chosen when it was written.',
  'inquiry.answer': 'Answer',
  'inquiry.noAnswer': 'Our staff are looking into your question. The answer will appear here.',
  'inquiry.answeredNoEdit': 'An answered inquiry can no longer be edited.',
  'inquiry.deleteConfirm': 'Delete this inquiry? This cannot be undone.',
  'inquiry.back': 'Back to the inquiry',
  'inquiry.contentHint':
    'Up to {max} characters. Please do not write sensitive data such as your resident registration number.',
  'inquiry.nameHint': 'The list shows your name partly hidden (e.g. H***).',
  'inquiry.agree': 'I agree to the collection and use of personal data',
  'inquiry.consentTitle': 'Collection and use of personal data',
  'inquiry.consentItems': 'Items: name, the content of the inquiry',
  'inquiry.consentPurpose': 'Purpose: reading and answering the inquiry',
  'inquiry.consentPeriod': 'Kept until the inquiry is deleted, or at most 3 years',
  'inquiry.consentRefuse': 'You may refuse; you then cannot leave an inquiry.',
  'inquiry.submit': 'Send inquiry',

  'form.title': 'Title',
  'form.content': 'Content',
  'form.name': 'Name',
  'form.password': 'Password',
  'form.passwordConfirm': 'Confirm password',
  'form.passwordHint': '{min}–{max} characters without spaces. You need it to read, edit or delete.',
  'form.requiredLegend': 'Fields marked * are required.',
  'form.cancel': 'Cancel',
  'form.saving': 'Saving…',
  'form.saveEdit': 'Save changes',
  'form.failed': 'The request could not be completed. Please check your connection and try again.',

  'password.label': 'Password',
  'password.confirm': 'Confirm',
  'password.required': 'Please enter the password.',

  'terms.title': 'Terms',
  'terms.nav': 'Terms and policies',
  'terms.required': 'Required consent',
  'terms.meta.privacy':
    'Youth Safe Housing privacy policy: the personal data we collect, why, how long we keep it and your rights.',
  'terms.meta.other':
    'Youth Safe Housing terms of service and the consents to collect, use and share personal data.',
};
