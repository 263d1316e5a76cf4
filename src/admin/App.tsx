import { Admin, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ConsoleAccessDenied } from './AccessDenied.tsx';
import { Dashboard } from './Dashboard.tsx';
import { ConsoleLayout } from './Layout.tsx';
import { LoginPage } from './LoginPage.tsx';
import { notifications } from './notifications/index.ts';
import { faqs } from './faqs/index.ts';
import { downloads } from './downloads/index.ts';
import { terms } from './terms/index.ts';
import { popups } from './popups/index.ts';
import { banners } from './banners/index.ts';
import { schedules } from './schedules/index.ts';
import { questions } from './questions/index.ts';
import { boardComments, boards } from './boards/index.ts';
import { forms } from './forms/index.ts';
import { messages } from './messages/index.ts';
import { fairs } from './fairs/index.ts';
import { matchings } from './matchings/index.ts';
import { users } from './members/index.ts';
import { application, registration } from './applications/index.ts';
import { logs } from './logs/index.ts';
import { managers } from './managers/index.ts';
import { consolePageRoutes } from './pages.tsx';
import { authProvider, dataProvider, i18nProvider, store } from './session.ts';
import { consoleTheme } from './theme.ts';

function ConsoleTitle() {
  const translate = useTranslate();
  return <>{translate('console.title')}</>;
}

/**
 * The console's react-admin app. Every page needs a manager login (`requireAuth`); menu items and routes
 * follow the manager's scopes (authProvider.canAccess).
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
      <Resource {...registration} />
      <Resource {...application} />
      <Resource {...logs} />
      <Resource {...notifications} />
      <Resource {...faqs} />
      <Resource {...downloads} />
      <Resource {...terms} />
      <Resource {...popups} />
      <Resource {...banners} />
      <Resource {...schedules} />
      <Resource {...questions} />
      <Resource {...boards} />
      <Resource {...boardComments} />
      <Resource {...forms} />
      <Resource {...messages} />
      <Resource {...fairs} />
      <Resource {...matchings} />
      <Resource {...users} />
      <Resource {...managers} />
      <CustomRoutes>{consolePageRoutes}</CustomRoutes>
    </Admin>
  );
}

/**
 * The management console at /console. src/main.tsx imports this module lazily for every /console path, so
 * none of it reaches the public site's bundle. react-admin's own router would use the URL hash; inside a
 * browser router mounted at /console/* with `basename`, its routes are real paths (SPEC § 2).
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
