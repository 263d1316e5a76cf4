import { Admin, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CONSOLE_RESOURCES } from '#domain/consoleResources.ts';
import { ConsoleAccessDenied } from './AccessDenied.tsx';
import { Dashboard } from './Dashboard.tsx';
import { ConsoleLayout } from './Layout.tsx';
import { LoginPage } from './LoginPage.tsx';
import { ADMIN_RESOURCES } from './resources.ts';
import { consolePageRoutes } from './pages.tsx';
import { authProvider, dataProvider, i18nProvider, store } from './session.ts';
import { consoleTheme } from './theme.ts';

function ConsoleTitle() {
  const translate = useTranslate();
  return <>{translate('console.title')}</>;
}

/**
 * The console's react-admin app: a <Resource> for every row of domain/consoleResources.ts. Every page needs a
 * manager login (`requireAuth`); menu items and routes follow the manager's scopes (authProvider.canAccess).
 */
function ConsoleAdmin() {
  return (
    <Admin
      basename="/console"
      title={<ConsoleTitle />}
      disableTelemetry
      requireAuth
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={consoleTheme}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={ConsoleLayout}
      accessDenied={ConsoleAccessDenied}
    >
      {CONSOLE_RESOURCES.map(({ name }) => (
        <Resource key={name} {...ADMIN_RESOURCES[name]} />
      ))}
      <CustomRoutes>{consolePageRoutes}</CustomRoutes>
    </Admin>
  );
}

/**
 * The management console at /console. src/main.tsx imports this module lazily for every /console path, so
 * none of it reaches the public site's bundle. react-admin's own router would use the URL hash; inside a
 * browser router mounted at /console/* with `basename`, its routes are real paths (docs/spec.md § 2).
 * Location updates are not transitions: react-admin's logout redirect resets its store in the same tick,
 * and a transition-wrapped location change kept losing to that urgent render (an endless redirect to login).
 */
export function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/console/*" element={<ConsoleAdmin />} />
      </Routes>
    </BrowserRouter>
  );
}
