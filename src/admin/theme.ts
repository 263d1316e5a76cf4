import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Fonts that render Hangul and Hanzi well on each platform; nothing is downloaded (strict CSP, no CDN). */
const FONT_STACK = [
  'Pretendard',
  '"Apple SD Gothic Neo"',
  '"Noto Sans KR"',
  '"Malgun Gothic"',
  '"맑은 고딕"',
  '"Noto Sans SC"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(', ');

/**
 * DataTable columns (by source: react-admin classes their cells `column-<source>`) whose values are short
 * and read as one piece: receipt numbers, names, phones, dates, codes, states.
 */
const NOWRAP_COLUMNS = [
  'receiptNo',
  'round',
  'name',
  'phone',
  'birth',
  'email',
  'username',
  'author',
  'authorName',
  'answeredBy',
  'actorUsername',
  'status',
  'kind',
  'code',
  'channel',
  'ip',
  'createdAt',
  'updatedAt',
  'answeredAt',
  'sentAt',
  'openAt',
  'deadAt',
  'startAt',
  'endAt',
  'lastLoginAt',
];

/** Columns of free text, possibly with long unbroken runs (JSON, URLs, e-mail bodies). */
const FREE_TEXT_COLUMNS = [
  'detail',
  'reason',
  'subjectLabel',
  'link',
  'subject',
  'body',
  'to',
  'content',
  'message',
];

/** The site's navy (index.html theme-color) as primary; calm neutrals, a warm accent for secondary actions. */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#14324f', light: '#3d5a7a', dark: '#0b1f33', contrastText: '#ffffff' },
    secondary: { main: '#1f4e79', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4b5563' },
  },
  shape: { borderRadius: 8 },
  typography: {
    ...defaultTheme.typography,
    fontFamily: FONT_STACK,
    h6: { fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        // Korean wraps at word boundaries, not inside words.
        body: { wordBreak: 'keep-all', overflowWrap: 'anywhere' },
      },
    },
    MuiTableCell: {
      styleOverrides: {
        // A header never breaks ("회/차"), and short values stay on one line (a receipt number or a phone
        // broken at its hyphen, a date from its time); longer texts wrap between words only. The body's
        // `overflow-wrap: anywhere` would let the table squeeze a column to one character a line (it counts
        // in the column's minimum width); `break-word` breaks a word only when it alone overflows.
        head: { whiteSpace: 'nowrap' },
        root: {
          overflowWrap: 'break-word',
          [NOWRAP_COLUMNS.map((source) => `&.column-${source}`).join(', ')]: { whiteSpace: 'nowrap' },
          // free texts (a log's JSON detail, a link) may break anywhere rather than widen the table
          [FREE_TEXT_COLUMNS.map((source) => `&.column-${source}`).join(', ')]: { overflowWrap: 'anywhere' },
        },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // Upper-case labels suit Latin text only; Korean and Chinese labels stay as written.
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
};
