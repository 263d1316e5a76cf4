import type { Locale, Localized } from '../locale.ts';

/**
 * Product categories are free text as sellers type them, mostly in Korean. The fields of trade a Seoul fair
 * has are named here in the three languages, so a reader abroad reads "Skin care" where the seller typed
 * "스킨케어" (a recommendation's reason, the catalogue's filter). A text not known here keeps its words; a
 * bilingual one ("화장품 / Cosmetics") shows the part in the reader's script.
 */
export const TRADE_CATEGORIES: readonly Localized[] = [
  { ko: '스킨케어', en: 'Skin care', cn: '护肤' },
  { ko: '화장품', en: 'Cosmetics', cn: '化妆品' },
  { ko: '가공식품', en: 'Processed food', cn: '加工食品' },
  { ko: '식품', en: 'Food', cn: '食品' },
  { ko: '건강식품', en: 'Health food', cn: '保健食品' },
  { ko: '패션잡화', en: 'Fashion accessories', cn: '时尚配饰' },
  { ko: '패션', en: 'Fashion', cn: '时尚' },
  { ko: '생활용품', en: 'Household goods', cn: '生活用品' },
  { ko: '전자기기', en: 'Electronics', cn: '电子产品' },
  { ko: '헬스케어', en: 'Healthcare', cn: '医疗保健' },
  { ko: '스마트팜', en: 'Smart farming', cn: '智慧农业' },
  { ko: '완구', en: 'Toys', cn: '玩具' },
  { ko: '주방용품', en: 'Kitchenware', cn: '厨房用品' },
  { ko: '반려동물', en: 'Pet supplies', cn: '宠物用品' },
];

const norm = (text: string) => text.normalize('NFKC').trim().toLowerCase();
const HANGUL = /[\uac00-\ud7a3]/;

function known(text: string): Localized | undefined {
  const key = norm(text);
  return TRADE_CATEGORIES.find((c) => [c.ko, c.en, c.cn].some((name) => norm(name) === key));
}

/** A category (or a sought term) in the reader's language, where it is known; else as written. */
export function categoryName(text: string, locale: Locale): string {
  const whole = known(text);
  if (whole) return whole[locale];
  const parts = text.split(' / ').map((p) => p.trim());
  if (parts.length < 2) return text;
  const part = parts.map(known).find(Boolean);
  if (part) return part[locale];
  // an unknown bilingual text: Korean readers get the Hangul part, others the rest
  return parts.find((p) => HANGUL.test(p) === (locale === 'ko')) ?? text;
}
