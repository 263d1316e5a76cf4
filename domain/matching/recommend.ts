/**
 * Recommendations of a fair (docs/decisions/0039-agenda-feed-and-reschedule.md § Recommendations): sellers
 * for a buyer and buyers for a seller, scored by plain rules from what each side stated — the categories a
 * buyer seeks, the markets a seller exports to, the languages both speak, the products a buyer liked — and
 * every recommendation carries the reasons that scored it, so the page can say why ("because you sought:
 * cosmetics; exports to France"). No learning, no hidden weights: the same profile gives the same list.
 */

export type ReasonKind = 'sought' | 'market' | 'language' | 'liked' | 'likedYours';

export interface Reason {
  kind: ReasonKind;
  /** What matched: a category or term, a country code, a language code, a product name. */
  value: string;
}

/**
 * Points per reason: what the buyer asked for counts most (as Grip weighs buyers' preferences higher), and
 * for a seller a buyer who already liked its products — an act, not a stated interest — more still.
 */
export const REASON_WEIGHTS: Record<ReasonKind, number> = {
  likedYours: 4,
  sought: 3,
  liked: 2,
  market: 2,
  language: 1,
};

export interface BuyerSide {
  /** The buyer's `marketsSought`: categories or terms they look for. */
  sought: readonly string[];
  country: string;
  languages: readonly string[];
  /** Categories of the products the buyer liked. */
  likedCategories: readonly string[];
}

export interface SellerSide {
  /** The seller's industry and the categories of its shown products. */
  categories: readonly string[];
  industry: string;
  /** Country codes the seller exports to. */
  exportMarkets: readonly string[];
  languages: readonly string[];
}

const norm = (text: string) => text.normalize('NFKC').trim().toLowerCase();

/** A term matches a category when either holds the other ("cosmetics" ⊂ "화장품 / Cosmetics"). */
export function matches(term: string, category: string): boolean {
  const a = norm(term);
  const b = norm(category);
  return a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));
}

/** The reasons a seller suits a buyer, from the buyer's point of view; empty when nothing matches. */
export function sellerReasons(buyer: BuyerSide, seller: SellerSide): Reason[] {
  const fields = [...seller.categories, seller.industry];
  const reasons: Reason[] = [];
  for (const term of new Set(buyer.sought.map((s) => s.trim()).filter(Boolean))) {
    if (fields.some((field) => matches(term, field))) reasons.push({ kind: 'sought', value: term });
  }
  for (const category of new Set(buyer.likedCategories)) {
    if (
      seller.categories.some((c) => norm(c) === norm(category)) &&
      !reasons.some((r) => matches(r.value, category))
    )
      reasons.push({ kind: 'liked', value: category });
  }
  if (buyer.country && seller.exportMarkets.some((m) => m.toUpperCase() === buyer.country.toUpperCase()))
    reasons.push({ kind: 'market', value: buyer.country.toUpperCase() });
  reasons.push(...sharedLanguages(buyer.languages, seller.languages));
  return onlyLanguages(reasons) ? [] : reasons;
}

/** The reasons a buyer suits a seller, from the seller's point of view. */
export function buyerReasons(
  seller: SellerSide,
  buyer: BuyerSide,
  likedProducts: readonly string[] = [],
): Reason[] {
  const reasons: Reason[] = [];
  for (const term of new Set(buyer.sought.map((s) => s.trim()).filter(Boolean))) {
    if ([...seller.categories, seller.industry].some((field) => matches(term, field)))
      reasons.push({ kind: 'sought', value: term });
  }
  for (const name of new Set(likedProducts)) reasons.push({ kind: 'likedYours', value: name });
  if (buyer.country && seller.exportMarkets.some((m) => m.toUpperCase() === buyer.country.toUpperCase()))
    reasons.push({ kind: 'market', value: buyer.country.toUpperCase() });
  reasons.push(...sharedLanguages(seller.languages, buyer.languages));
  return onlyLanguages(reasons) ? [] : reasons;
}

/**
 * One reason for the languages both speak, Korean left out (every seller speaks it; a buyer who does is
 * worth naming only with another reason). English shared with everyone says little, but it is what lets
 * the two talk without an interpreter, so it counts.
 */
function sharedLanguages(mine: readonly string[], theirs: readonly string[]): Reason[] {
  const shared = [...new Set(mine)].filter((l) => l !== 'ko' && theirs.includes(l));
  return shared.length ? [{ kind: 'language', value: shared.join(',') }] : [];
}

/** A shared language alone is no reason to meet: it only adds to one. */
const onlyLanguages = (reasons: readonly Reason[]) => reasons.every((r) => r.kind === 'language');

export const scoreOf = (reasons: readonly Reason[]) =>
  reasons.reduce((sum, r) => sum + REASON_WEIGHTS[r.kind], 0);

/** The best `limit` of the candidates with at least one reason: highest score first, then by `key`. */
export function rank<T>(
  candidates: readonly T[],
  reasonsOf: (candidate: T) => Reason[],
  key: (candidate: T) => string,
  limit: number,
): { candidate: T; reasons: Reason[]; score: number }[] {
  return candidates
    .map((candidate) => {
      const reasons = reasonsOf(candidate);
      return { candidate, reasons, score: scoreOf(reasons) };
    })
    .filter((r) => r.reasons.length > 0)
    .sort((a, b) => b.score - a.score || key(a.candidate).localeCompare(key(b.candidate)))
    .slice(0, limit);
}
