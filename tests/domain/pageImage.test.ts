import { describe, expect, it } from 'vitest';
import { pageImage } from '#domain/pageReads.ts';

// docs/decisions/0055-few-chunks-per-page.md § Images: the image a page paints largest first, read from the
// answers embedded in its HTML, so the server can announce it before any script has run.
const LIST = '/api/v1/shop/products?page=1&limit=12&sort=new';
const answers =
  (byUrl: Record<string, unknown>) =>
  (url: string): unknown =>
    byUrl[url];

describe('pageImage', () => {
  it("is the shop's first thumbnail and the auction's first hall cover", () => {
    const list = { products: [{ thumb: '/images/shop/lamp-1.svg' }, { thumb: '/images/shop/tea-1.svg' }] };
    expect(pageImage('/shop', answers({ [LIST]: list }))).toBe('/images/shop/lamp-1.svg');
    const halls = { halls: [{ cover: '/api/v1/files/abc' }] };
    expect(pageImage('/auction', answers({ '/api/v1/auction/halls': halls }))).toBe('/api/v1/files/abc');
  });

  it('is none for a page that declares none, an answer missing or of another shape, or no thumbnail', () => {
    expect(pageImage('/center/notice', answers({}))).toBeNull();
    expect(pageImage('/shop', answers({}))).toBeNull();
    expect(pageImage('/shop', answers({ [LIST]: { products: [] } }))).toBeNull();
    expect(pageImage('/shop', answers({ [LIST]: { products: [{ thumb: null }] } }))).toBeNull();
    expect(pageImage('/shop', answers({ [LIST]: 'products' }))).toBeNull();
  });

  it("announces only a path of this site: never another origin's address", () => {
    for (const thumb of [
      'https://elsewhere.example/a.svg',
      '//elsewhere.example/a.svg',
      '/\\elsewhere',
      'a.svg',
    ])
      expect(pageImage('/shop', answers({ [LIST]: { products: [{ thumb }] } })), thumb).toBeNull();
  });
});
