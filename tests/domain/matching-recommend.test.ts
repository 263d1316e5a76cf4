import { describe, expect, it } from 'vitest';
import {
  buyerReasons,
  rank,
  scoreOf,
  sellerReasons,
  type BuyerSide,
  type SellerSide,
} from '#domain/matching/recommend.ts';

const parisBuyer: BuyerSide = {
  sought: ['Cosmetics', '스킨케어 '],
  country: 'FR',
  languages: ['en', 'fr'],
  likedCategories: ['가공식품'],
};
const beauty: SellerSide = {
  categories: ['스킨케어'],
  industry: '화장품 / Cosmetics',
  exportMarkets: ['FR', 'US'],
  languages: ['ko', 'en'],
};
const food: SellerSide = {
  categories: ['가공식품'],
  industry: '식품 / Food',
  exportMarkets: [],
  languages: ['ko'],
};
const toys: SellerSide = {
  categories: ['완구'],
  industry: '문구·완구 / Toys',
  exportMarkets: [],
  languages: ['ko', 'en'],
};

describe('sellers for a buyer', () => {
  it('names every reason: each sought term, the market, the shared language (Korean left out)', () => {
    expect(sellerReasons(parisBuyer, beauty)).toEqual([
      { kind: 'sought', value: 'Cosmetics' },
      { kind: 'sought', value: '스킨케어' },
      { kind: 'market', value: 'FR' },
      { kind: 'language', value: 'en' },
    ]);
  });

  it('counts a category of liked products; a shared language alone is no reason', () => {
    expect(sellerReasons(parisBuyer, food)).toEqual([{ kind: 'liked', value: '가공식품' }]);
    expect(sellerReasons(parisBuyer, toys)).toEqual([]);
  });

  it('ranks by score, then by key, and leaves out candidates without a reason', () => {
    const ranked = rank(
      [
        { id: 'toys', side: toys },
        { id: 'food', side: food },
        { id: 'beauty', side: beauty },
      ],
      (c) => sellerReasons(parisBuyer, c.side),
      (c) => c.id,
      10,
    );
    expect(ranked.map((r) => [r.candidate.id, r.score])).toEqual([
      ['beauty', 3 + 3 + 2 + 1],
      ['food', 2],
    ]);
  });
});

describe('buyers for a seller', () => {
  it('a buyer who seeks what the seller makes, from a market it exports to, and liked its products', () => {
    const reasons = buyerReasons(beauty, parisBuyer, ['시카 앰플']);
    expect(reasons).toEqual([
      { kind: 'sought', value: 'Cosmetics' },
      { kind: 'sought', value: '스킨케어' },
      { kind: 'likedYours', value: '시카 앰플' },
      { kind: 'market', value: 'FR' },
      { kind: 'language', value: 'en' },
    ]);
    expect(scoreOf(reasons)).toBe(3 + 3 + 4 + 2 + 1);
    expect(buyerReasons(toys, parisBuyer)).toEqual([]);
  });
});
