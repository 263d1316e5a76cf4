// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocaleStore } from '#src/site/i18n.tsx';
import { FairRecommendations } from '#src/site/matching/ui/FairRecommendations.tsx';
import { fakeFetch, flush, renderSite, testClient } from './helpers.tsx';

afterEach(cleanup);

describe("recommendations' reasons in the reader's language", () => {
  it("an English reader reads the category's English name, not the Korean one the seller typed", async () => {
    const f = fakeFetch({
      '/api/v1/me/recommendations': {
        sellers: [
          {
            _id: '00000000-0000-4000-8000-000000000001',
            companyName: '(주)한빛 스킨케어 1',
            companyNameEn: 'Hanbit Skin 1 Co., Ltd.',
            award: 'SEOUL_AWARDS',
            industry: '화장품 / Cosmetics',
            reasons: [
              { kind: 'liked', value: '스킨케어' },
              { kind: 'sought', value: '화장품 / Cosmetics' },
            ],
            products: [],
          },
        ],
        buyers: [],
      },
    });
    const store = createLocaleStore(null);
    store.set('en');
    renderSite(<FairRecommendations fair="f1" side="PERSON" />, { client: testClient(f), store });
    await flush(5);
    const why = document.querySelector('.reco-why')!.textContent ?? '';
    expect(why).toContain('Skin care');
    expect(why).toContain('Cosmetics');
    expect(why).not.toMatch(/[\uac00-\ud7a3]/);
    expect(screen.getByText('Hanbit Skin 1 Co., Ltd.')).toBeTruthy();
  });
});
