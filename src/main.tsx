import { createRoot } from 'react-dom/client';

// Two faces share this entry: `/console/*` loads the react-admin console, everything else the public site.
// Both are dynamic imports so that the public site never downloads react-admin or MUI (DESIGN.md § Layout).
const root = createRoot(document.getElementById('root')!);
const isConsole = /^\/console(\/|$)/.test(window.location.pathname);

if (isConsole) {
  void import('./admin/App.tsx').then(({ App }) => root.render(<App />));
} else {
  void import('./site/App.tsx').then(({ App }) => root.render(<App />));
}
