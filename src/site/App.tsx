import { Suspense, use, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { ApiClient } from '../api/client.ts';
import { ApiProvider, siteApi } from './api.tsx';
import { I18nProvider, loadCatalog, siteLocaleStore, type LocaleStore } from './i18n.tsx';
import { siteRoutes } from './routes.tsx';
import './site.css';
// the page frames most pages share ride with the shell (docs/decisions/0061-fewer-stylesheets-per-page.md)
import './ui/pages.css';
import './ui/center.css';

/** The providers every site screen needs; tests pass their own client and locale store. */
export function SiteProviders({
  children,
  client = siteApi,
  store = siteLocaleStore,
}: {
  children: ReactNode;
  client?: ApiClient;
  store?: LocaleStore;
}) {
  return (
    <I18nProvider store={store}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </I18nProvider>
  );
}

// A visitor who chose English or Chinese gets that catalog before the first paint, not a flash of Korean.
const initialCatalog = loadCatalog(siteLocaleStore.get());

function CatalogGate({ children }: { children: ReactNode }) {
  use(initialCatalog);
  return children;
}

/**
 * The public site (src/main.tsx renders it for every path outside /console). The declarative router keeps
 * react-router's data-router code off the site's own needs; routes live in routes.tsx.
 */
export function App() {
  return (
    <Suspense fallback={null}>
      <CatalogGate>
        <SiteProviders>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </SiteProviders>
      </CatalogGate>
    </Suspense>
  );
}

function SiteRoutes() {
  return useRoutes(siteRoutes);
}
