import type { CatalogShape } from '../../ko/console.ts';
import type { communityResources as ko } from '../../ko/console/community.ts';

/** English texts of the community resources (shape: locales/ko/console/community.ts). */
export const communityResources = {
  'center/questions': {
    name: '1:1 inquiry |||| 1:1 inquiries',
    fields: {
      q: 'Search',
      title: 'Title',
      content: 'Question',
      author: 'Asked by',
      answered: 'Answer status',
      answer: 'Answer',
      answeredBy: 'Answered by',
      answeredAt: 'Answered',
      shows: 'Listed',
      createdAt: 'Created',
    },
    state: { answered: 'Answered', waiting: 'Awaiting answer' },
  },
  boards: {
    name: 'Board |||| Boards',
    fields: {
      q: 'Search',
      board: 'Board code',
      title: 'Title',
      content: 'Content',
      author: 'Author',
      views: 'Views',
      comments: 'Comments',
      files: 'Attachments',
      shows: 'Shown',
      createdAt: 'Created',
    },
    commentsTitle: 'Comments',
    noFiles: 'No attachments',
    actions: {
      hide: 'Hide',
      show: 'Show',
      hidden: 'Hidden from the site',
      shown: 'Shown on the site again',
    },
  },
  'boards/comments': {
    name: 'Comment |||| Comments',
    fields: {
      q: 'Search',
      postTitle: 'Post',
      board: 'Board',
      content: 'Content',
      author: 'Author',
      shows: 'Shown',
      createdAt: 'Created',
    },
  },
  forms: {
    name: 'Form |||| Forms',
    fields: {
      q: 'Search',
      code: 'Form',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
      files: 'Attachments',
      createdAt: 'Received',
    },
    codes: { 'default-form': 'Default form (consultation)' },
    email: {
      button: 'Notification email',
      title: 'Email for new forms',
      intro: 'Each form sent from the site is announced to this address. Leave it empty to send nothing.',
      label: 'Notification address',
      saved: 'Notification email saved',
    },
  },
  messages: {
    name: 'Message |||| Messages',
    fields: {
      q: 'Search',
      channel: 'Channel',
      to: 'Recipient',
      subject: 'Subject',
      body: 'Message',
      status: 'Status',
      error: 'Failure reason',
      createdAt: 'Created',
      sentAt: 'Sent',
    },
    channels: { email: 'Email', sms: 'SMS' },
    statuses: { pending: 'Queued', sent: 'Sent', failed: 'Failed' },
    test: {
      button: 'Send a test',
      title: 'Send a test message',
      intro:
        'It goes the real way. Without a mail server (SMTP) or an SMS service it stays queued in the list.',
      send: 'Send',
      done: 'Test message sent: %{status}',
      toHint: { email: 'name@example.com', sms: '01012345678 (digits only)' },
    },
  },
} satisfies CatalogShape<typeof ko>;
