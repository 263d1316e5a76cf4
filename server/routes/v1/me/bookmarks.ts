import { bookmarkedSellerSchema } from '#domain/schemas/matchingSeller.ts';
import {
  bookmarkSeller,
  listBookmarkedSellers,
  unbookmarkSeller,
} from '#server/services/matching/sellers.ts';
import { savedListRoutes } from './_saved.ts';

/** `/api/v1/me/bookmarks`: a buyer's bookmarked sellers. */
export default savedListRoutes({
  names: { list: 'bookmarks', entry: 'bookmark', item: 'seller' },
  item: bookmarkedSellerSchema,
  summaries: { list: 'Sellers I bookmarked', save: 'Bookmark a seller', remove: 'Remove a bookmark' },
  list: async (db, member, page) => {
    const { sellers, total } = await listBookmarkedSellers(db, member, page);
    return { items: sellers, total };
  },
  save: bookmarkSeller,
  remove: unbookmarkSeller,
});
