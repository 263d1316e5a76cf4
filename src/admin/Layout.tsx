import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import { ConsoleMenu } from './Menu.tsx';

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

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </Layout>
  );
}
