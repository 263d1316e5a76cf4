import { describe, expect, it } from 'vitest';
import { currentPath, linksFor, MENU } from '#src/site/menu.ts';

/** sellers do not see the buyers-only Favourites tab. */
describe('menu links by member type', () => {
  const matching = MENU.find((g) => g.id === 'matching')!.children;
  it('hides /mypage/likes from sellers and managers, keeps it for buyers and visitors', () => {
    const paths = (type: string | null) => linksFor(matching, type).map((l) => l.path);
    expect(paths('COMPANY')).not.toContain('/mypage/likes');
    expect(paths('MANAGER')).not.toContain('/mypage/likes');
    expect(paths('PERSON')).toContain('/mypage/likes');
    expect(paths(null)).toContain('/mypage/likes');
  });
});

/** A page under another tab's path is its own tab: the result lookup is not "how to apply". */
describe('the tab a page is on', () => {
  const application = MENU.find((g) => g.id === 'application')!.children;
  it('is the longest menu path the page lies within', () => {
    expect(currentPath('/application/result', application)).toBe('/application/result');
    expect(currentPath('/application/draw', application)).toBe('/application/draw');
    expect(currentPath('/application', application)).toBe('/application');
    expect(currentPath('/form/application-fix', application)).toBe('/form/application-fix');
    expect(currentPath('/center/notice', application)).toBeUndefined();
  });
  it('offers the result lookup and the draw check in the application menu', () => {
    expect(application.map((link) => link.path)).toEqual(
      expect.arrayContaining(['/application/result', '/application/draw']),
    );
  });
});
