import { useEffect, type ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, LocalesMenuButton, TitlePortal, useLogout } from 'react-admin';
import { ConsoleMenu } from './Menu.tsx';
import { checkSessionOnReturn } from '../api/sessionCheck.ts';
import { client, onSessionEnded } from './session.ts';

/** Navy bar with the page title, the language switcher (KR/EN/CN, remembered) and the user menu. */
function ConsoleAppBar() {
  return (
    <AppBar
      color="primary"
      toolbar={
        <>
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

/**
 * A session the server ended (a request's 401 whose renewal was refused) leaves the page for the login at
 * once, whichever call met it: the dataProvider's errors reach react-admin's checkError, the console's own
 * calls (the manager's name, the dashboard) do not. After a new login the manager comes back here.
 */
function LeaveEndedSession() {
  const logout = useLogout();
  useEffect(() => onSessionEnded(() => void logout(undefined, undefined, true)), [logout]);
  // a login ended elsewhere meanwhile (a lock, a password change) is noticed on coming back to the tab
  useEffect(() => checkSessionOnReturn(client, () => '/api/console/me'), []);
  return null;
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      <LeaveEndedSession />
      {children}
    </Layout>
  );
}
