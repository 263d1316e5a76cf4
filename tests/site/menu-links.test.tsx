import { describe, expect, it } from 'vitest';
import { linksFor, MENU } from '#src/site/menu.ts';

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
