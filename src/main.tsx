import './zodConfig.ts';
import { createRoot } from 'react-dom/client';

/** Which face this build holds: 'site' or 'console' (vite.config.ts), 'both' under the dev server. */
declare const __CLIENT_FACE__: 'site' | 'console' | 'both';

// Two faces share this entry: `/console/*` loads the react-admin console, everything else the public site.
// Both are dynamic imports so that the public site never downloads react-admin or MUI
// (docs/design.md § Layout); each production build keeps only its own branch (the server answers /console/*
// with console.html).
const root = createRoot(document.getElementById('root')!);
const isConsole =
  __CLIENT_FACE__ === 'console' ||
  (__CLIENT_FACE__ === 'both' && /^\/console(\/|$)/.test(window.location.pathname));

if (isConsole) {
  void import('./admin/App.tsx').then(({ App }) => root.render(<App />));
} else {
  void import('./site/App.tsx').then(({ App }) => root.render(<App />));
}
