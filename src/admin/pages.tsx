import { lazy, type ReactNode } from 'react';
import { Authenticated, CanAccess } from 'react-admin';
import { Route } from 'react-router-dom';
import { ConsoleAccessDenied } from './AccessDenied.tsx';

const SettingPage = lazy(() => import('./setting/SettingPage.tsx').then((m) => ({ default: m.SettingPage })));
const PasswordPage = lazy(() =>
  import('./password/PasswordPage.tsx').then((m) => ({ default: m.PasswordPage })),
);

/**
 * Custom routes are not guarded by react-admin like resources are: each page checks the login and its
 * console page's scope (CONSOLE_PAGES) itself, and shows "접근권한이 없습니다" when the scope is missing.
 */
function Guarded({ page, children }: { page: 'setting' | 'password'; children: ReactNode }) {
  return (
    <Authenticated>
      <CanAccess resource={page} action="edit" accessDenied={<ConsoleAccessDenied />}>
        {children}
      </CanAccess>
    </Authenticated>
  );
}

/** The console's pages that are not resources (SPEC § 2 `/console/setting`, `/console/password`). */
export const CONSOLE_CUSTOM_PAGES = ['setting', 'password'] as const;

export const consolePageRoutes = [
  <Route
    key="setting"
    path="/setting"
    element={
      <Guarded page="setting">
        <SettingPage />
      </Guarded>
    }
  />,
  <Route
    key="password"
    path="/password"
    element={
      <Guarded page="password">
        <PasswordPage />
      </Guarded>
    }
  />,
];
