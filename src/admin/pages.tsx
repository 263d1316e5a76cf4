import { lazy, type ElementType, type ReactNode } from 'react';
import Password from '@mui/icons-material/Password';
import Settings from '@mui/icons-material/Settings';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChart from '@mui/icons-material/ShowChart';
import Stairs from '@mui/icons-material/Stairs';
import { Authenticated, CanAccess } from 'react-admin';
import { Route } from 'react-router-dom';
import { CONSOLE_CUSTOM_PAGES, type ConsoleCustomPageName } from '#domain/consoleResources.ts';
import { ConsoleAccessDenied } from './AccessDenied.tsx';

const SettingPage = lazy(() => import('./setting/SettingPage.tsx').then((m) => ({ default: m.SettingPage })));
const PasswordPage = lazy(() =>
  import('./password/PasswordPage.tsx').then((m) => ({ default: m.PasswordPage })),
);
// its own chunk: the chart library (@mui/x-charts) loads with this page only (docs/decisions/0030-group-notices-and-round-statistics.md)
const StatisticsPage = lazy(() =>
  import('./statistics/StatisticsPage.tsx').then((m) => ({ default: m.StatisticsPage })),
);
const SalesStatisticsPage = lazy(() =>
  import('./salesStatistics/SalesStatisticsPage.tsx').then((m) => ({ default: m.SalesStatisticsPage })),
);

const IncrementsPage = lazy(() =>
  import('./auctionIncrements/IncrementsPage.tsx').then((m) => ({ default: m.IncrementsPage })),
);

/** What each page of its own (domain/consoleResources.ts CONSOLE_CUSTOM_PAGES) shows, and its menu icon. */
export const CONSOLE_PAGE_VIEWS = {
  setting: { page: SettingPage, icon: Settings },
  password: { page: PasswordPage, icon: Password },
  statistics: { page: StatisticsPage, icon: BarChartIcon },
  salesStatistics: { page: SalesStatisticsPage, icon: ShowChart },
  increments: { page: IncrementsPage, icon: Stairs },
} satisfies Record<ConsoleCustomPageName, { page: ElementType; icon: ElementType }>;

/**
 * Custom routes are not guarded by react-admin like resources are: each page checks the login and its
 * console page's scope (CONSOLE_PAGES) itself, and shows "접근권한이 없습니다" when the scope is missing.
 */
function Guarded({ page, children }: { page: ConsoleCustomPageName; children: ReactNode }) {
  return (
    <Authenticated>
      <CanAccess resource={page} action="edit" accessDenied={<ConsoleAccessDenied />}>
        {children}
      </CanAccess>
    </Authenticated>
  );
}

export const consolePageRoutes = CONSOLE_CUSTOM_PAGES.map(({ name }) => {
  const Page = CONSOLE_PAGE_VIEWS[name].page;
  return (
    <Route
      key={name}
      path={`/${name}`}
      element={
        <Guarded page={name}>
          <Page />
        </Guarded>
      }
    />
  );
});
