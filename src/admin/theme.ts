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
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // Upper-case labels suit Latin text only; Korean and Chinese labels stay as written.
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
};
