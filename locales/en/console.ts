import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import type { ConsoleCatalog } from '../ko/console.ts';
import { adminResources } from './console/admin.ts';
import { contentResources } from './console/content.ts';
import { communityResources } from './console/community.ts';
import { personalResources } from './console/personal.ts';
import { reviewResources } from './console/review.ts';
import { matchingResources } from './console/matching.ts';
import { matchingDayResources } from './console/matchingDay.ts';
import { resourceLabels } from '../resourceWords.ts';

/**
 * Console texts in English: react-admin's own English catalog plus the rich-text toolbar and the console's
 * keys. `ra-language-english` is typed loosely, so tests/admin/locales.test.ts checks its keys at run time.
 */
export const enConsole = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    tiptap: {
      align_left: 'Align left',
      align_right: 'Align right',
      align_center: 'Center',
      align_justify: 'Justify',
      blockquote: 'Blockquote',
      bold: 'Bold',
      clear_format: 'Clear format',
      code: 'Code',
      color: 'Color',
      current_level: 'Current level',
      heading1: 'Heading 1',
      heading2: 'Heading 2',
      heading3: 'Heading 3',
      heading4: 'Heading 4',
      heading5: 'Heading 5',
      heading6: 'Heading 6',
      highlight: 'Highlight',
      image: 'Image',
      image_dialog: 'Image URL',
      italic: 'Italic',
      link: 'Add a link',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      paragraph: 'Normal',
      select_level: 'Select the level',
      strike: 'Strikethrough',
      underline: 'Underline',
    },
  },
  console: {
    title: 'Youth Housing Console',
    locale: { ko: '한국어', en: 'English', cn: '中文' },
    /** a list whose total is an estimate (docs/decisions/0048-capped-list-totals.md) */
    estimatedRange: '%{offsetBegin}-%{offsetEnd} of about %{total}',
    login: {
      heading: 'Manager sign-in',
      hint: 'Sign in with your manager account',
      submit: 'Sign in',
      signingIn: 'Signing in…',
      required: 'Please enter your username and password',
      notManager: 'This is not a manager account',
      networkError: 'The server cannot be reached. Please try again shortly',
      insecure: 'Signing in works only over a secure connection (HTTPS)',
    },
    forbidden: 'You do not have permission to access this.',
    backToDashboard: 'Back to the dashboard',
    dashboard: {
      greeting: 'Hello, %{name}',
      intro: 'Only the menus you have access to are shown.',
      window: 'Application window',
      round: 'Round %{round}',
      period: '%{openAt} – %{deadAt}',
      noSchedule: 'No application schedule yet',
      loadError: 'The application schedule could not be loaded',
      shortcuts: 'Shortcuts',
      shop: {
        title: 'Shop today',
        sales: 'Net sales today (won)',
        newOrders: 'Orders paid today',
        toShip: 'Waiting to ship',
        returns: 'Returns requested',
        loadError: 'The shop’s figures could not be loaded',
      },
      state: {
        hidden: 'Hidden',
        beforeOpen: 'Not open yet',
        open: 'Open',
        closed: 'Closed',
        stopped: 'Stopped',
      },
    },
    export: {
      label: 'Download Excel',
      running: 'Preparing the file…',
      failed: 'The file could not be downloaded',
    },
    files: {
      download: 'Download',
      new: 'New file',
      uploading: 'Uploading %{percent}%',
      hint: 'pdf, xlsx, docx, hwp, jpg, png · up to 50 MB per file',
      rejected: 'The file type is not allowed, or the file is larger than 50 MB',
    },
    editor: {
      loading: 'Loading the editor…',
      uploadImage: 'Upload an image',
      uploadFailed: 'The image could not be uploaded',
    },
    localized: {
      tabs: 'Language',
      ko: '한국어 (required)',
      en: 'English',
      cn: '中文',
      optional: 'Optional. Left empty, visitors using this language see the Korean text.',
      hasError: 'This language tab has fields to fix',
    },
    filters: {
      from: 'Created from',
      to: 'Created until',
      search: 'Search',
    },
  },
  resources: {
    ...adminResources,
    ...contentResources,
    ...communityResources,
    ...personalResources,
    ...reviewResources,
    ...matchingResources,
    ...matchingDayResources,
    ...resourceLabels('en'),
    'center/notifications': {
      name: 'Notice |||| Notices',
      fields: {
        title: 'Title',
        content: 'Content',
        pinned: 'Pinned',
        shows: 'Visible',
        views: 'Views',
        files: 'Attachments',
        author: 'Author',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
    },
    schedules: {
      name: 'Application schedule |||| Application schedules',
      fields: {
        round: 'Round',
        title: 'Title',
        shows: 'Visible',
        stops: 'Stopped',
        openAt: 'Opens (Seoul time)',
        deadAt: 'Closes (Seoul time)',
        message: {
          beforeOpen: 'Message before opening',
          dead: 'Message when closed (forms)',
          dead2: 'Message when closed (application page)',
          stop: 'Message when stopped',
        },
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
      preview: {
        title: 'What the public sees now',
        hint: 'From the values in this form (not yet saved), at the current Seoul time',
        form: 'Application form',
        landing: 'Application landing page',
        hidden: 'The schedule is not shown on the public site',
        open: 'Open: applications are accepted',
      },
      gatewayCancels: {
        title: 'Gateway cancels not made (money not yet returned)',
        amount: 'Amount (won)',
        state: 'State',
        attempts: 'Tries',
        lastError: 'Last error',
        dueAt: 'Next try',
        PENDING: 'In progress',
        OWED: 'Waiting to retry',
        REFUSED: 'Refused by the gateway (settle by hand)',
        owedFilter: 'Money owed back',
        owedYes: 'Yes',
        owedNo: 'No',
        settle: 'Settle',
        retry: 'Try again',
        retryIntro: 'Asks the gateway for this cancel again now. Note why it is tried again.',
        retryDone: 'Asked again; the table shows the result.',
        returned: 'Returned another way',
        returnedIntro:
          'Records that the money went back without the gateway (e.g. a bank transfer). Note the date, the way and the account. The gateway is not asked.',
        returnedDone: 'Recorded as returned.',
        note: 'Note',
      },
    },
  },
} satisfies TranslationMessages &
  Pick<ConsoleCatalog, 'console' | 'resources'> & { ra: { tiptap: ConsoleCatalog['ra']['tiptap'] } };
export default enConsole;
