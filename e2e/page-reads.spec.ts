import { expect, test, type APIRequestContext } from '@playwright/test';
import { pageReads } from '#domain/pageReads.ts';

// The server answers each page's first public reads inside its HTML (domain/pageReads.ts): the page takes
// them from there, so none of them goes over the network. A page that builds another URL than the one
// declared (a renamed parameter, another order) asks the network for it, and this fails: its answer would be
// sent twice, once unused.

async function firstId(request: APIRequestContext, api: string, key: string): Promise<string> {
  const answer = (await (await request.get(api)).json()) as Record<string, { _id: string }[]>;
  const id = answer[key]?.[0]?._id;
  expect(id, `${api} lists one`).toBeTruthy();
  return id!;
}

test('each public page reads its first answers from its HTML, none of them from the network', async ({
  page,
  request,
}) => {
  const paths = [
    '/',
    '/form/application',
    '/center/notice',
    `/center/notice/${await firstId(request, '/api/v1/center/notifications?limit=1', 'notifications')}`,
    '/matching',
    `/matching/fairs/${await firstId(request, '/api/v1/fairs?limit=1', 'fairs')}`,
    '/shop',
    `/shop/products/${await firstId(request, '/api/v1/shop/products?limit=1', 'products')}`,
    '/experts',
    `/experts/${await firstId(request, '/api/v1/lawyers?limit=1', 'lawyers')}`,
    '/auction',
    `/auction/works/${await firstId(request, '/api/v1/auction/works?limit=1', 'works')}`,
  ];
  for (const path of paths) {
    const declared = pageReads(path);
    // the HTML holds every declared answer (a missing one would be fetched, and pass unnoticed)
    const html = await (await request.get(path)).text();
    const embedded = /<script type="application\/json" id="page-reads">(.*?)<\/script>/s.exec(html)?.[1];
    expect(Object.keys((JSON.parse(embedded ?? '{}') as { answers?: object }).answers ?? {})).toEqual(
      expect.arrayContaining(declared),
    );

    const asked: string[] = [];
    const listener = (req: { url(): string }) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    };
    page.on('request', listener);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', listener);
    // by path: a page asking for a declared path with another query is the drift this catches
    const declaredPaths = declared.map((url) => url.split('?')[0]);
    expect(
      asked.filter((p) => declaredPaths.includes(p)),
      `${path} asked the network`,
    ).toEqual([]);
  }
});
