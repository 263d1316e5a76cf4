// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocaleStore } from '#src/site/i18n.tsx';
import { FairSellers } from '#src/site/matching/ui/FairCatalog.tsx';
import { fakeFetch, flush, renderSite, testClient } from './helpers.tsx';

afterEach(cleanup);

const seller = {
  _id: '00000000-0000-4000-8000-000000000001',
  companyName: '파리수출 주식회사',
  companyNameEn: 'Paris Export Co.',
  award: 'SEOUL_AWARDS',
  awardYear: 2025,
  industry: '',
  homepage: '',
  introduction: '',
  logo: null,
  photo: null,
  introductionFile: null,
  exportMarkets: ['FR'],
  languages: ['fr'],
  bookmarked: false,
};

describe("a fair's sellers: export market and meeting language filters", () => {
  it('a chosen market and language go into the URL and the request', async () => {
    const f = fakeFetch({
      '/api/v1/fairs/f1/sellers': { sellers: [seller], total: 1 },
      '/api/v1/fairs/f1/categories': { categories: [] },
    });
    const store = createLocaleStore(null);
    store.set('en');
    renderSite(<FairSellers fair="f1" />, { client: testClient(f), store });
    await flush();
    // category, award programme, export market, meeting language
    const [, , market, language] = screen.getAllByRole('combobox');
    fireEvent.change(market!, { target: { value: 'FR' } });
    await flush();
    fireEvent.change(language!, { target: { value: 'fr' } });
    await flush();
    const last = f.calls.filter((c) => c.url.includes('/sellers')).at(-1)!.url;
    expect(new URL(last, 'http://x').searchParams.get('market')).toBe('FR');
    expect(new URL(last, 'http://x').searchParams.get('language')).toBe('fr');
    expect(screen.getByText('파리수출 주식회사')).toBeTruthy();
  });
});
