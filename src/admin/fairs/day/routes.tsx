import { lazy } from 'react';
import { Route } from 'react-router-dom';

// each its own chunk: the dashboard brings the chart library (as the statistics pages do)
const FairDayPage = lazy(() => import('./FairDayPage.tsx').then((m) => ({ default: m.FairDayPage })));
const FairPrintPage = lazy(() => import('./FairPrintPage.tsx').then((m) => ({ default: m.FairPrintPage })));
const CheckInPage = lazy(() => import('./CheckInPage.tsx').then((m) => ({ default: m.CheckInPage })));
const FairDashboardPage = lazy(() =>
  import('./FairDashboardPage.tsx').then((m) => ({ default: m.FairDashboardPage })),
);

/**
 * The fair day's pages under the fairs resource (its scope `fairs` guards them as the list):
 * `/console/fairs/{id}/day | print | checkin | dashboard` (docs/decisions/0040-the-fair-day.md).
 */
export const fairDayRoutes = [
  <Route key="day" path=":id/day" element={<FairDayPage />} />,
  <Route key="print" path=":id/print" element={<FairPrintPage />} />,
  <Route key="checkin" path=":id/checkin" element={<CheckInPage />} />,
  <Route key="dashboard" path=":id/dashboard" element={<FairDashboardPage />} />,
];
