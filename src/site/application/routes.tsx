import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

// Three chunks, loaded on first use: the landing, the wizard's pages, and the other form pages together
// (docs/decisions/0055-few-chunks-per-page.md § The application form). A single import() per chunk keeps
// what `/` carries for this area to a few hundred bytes.
const loadForms = () => import('./pages/index.ts');
const loadWizard = () => import('./pages/wizardPages.ts');
type Forms = Awaited<ReturnType<typeof loadForms>>;
type Wizard = Awaited<ReturnType<typeof loadWizard>>;
const form = (name: keyof Forms) =>
  lazy(() => loadForms().then((m) => ({ default: m[name] as ComponentType })));
const wizard = (name: keyof Wizard) =>
  lazy(() => loadWizard().then((m) => ({ default: m[name] as ComponentType })));

const ApplicationLandingPage = lazy(() => import('./pages/ApplicationLandingPage.tsx'));
const InquiryPage = form('InquiryPage');
const RegistrationPage = wizard('RegistrationPage');
const ApplicationFormPage = wizard('ApplicationFormPage');
const MyApplicationPage = form('MyApplicationPage');
const ApplicationFixPage = form('ApplicationFixPage');
const DefaultFormPage = form('DefaultFormPage');
const ResultPage = form('ResultPage');
const DrawVerifyPage = form('DrawVerifyPage');

/**
 * The subscription pages (docs/decisions/0005-application-contract.md). Listed before the menu's placeholder
 * routes of the same paths in routes.tsx: among equal paths react-router takes the first.
 */
export const applicationRoutes: RouteObject[] = [
  { path: '/application', element: <ApplicationLandingPage /> },
  { path: '/application/inquiry/:_application', element: <InquiryPage /> },
  { path: '/form/registration', element: <RegistrationPage /> },
  { path: '/form/application', element: <ApplicationFormPage /> },
  { path: '/form/application/:_application', element: <MyApplicationPage /> },
  { path: '/form/application-fix', element: <ApplicationFixPage /> },
  { path: '/default-form', element: <DefaultFormPage /> },
  { path: '/application/result', element: <ResultPage /> },
  { path: '/application/draw', element: <DrawVerifyPage /> },
];
