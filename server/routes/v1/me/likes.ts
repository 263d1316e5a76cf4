import { productSchema } from '#domain/schemas/matchingProduct.ts';
import {
  likedCondition,
  likeProduct,
  listProducts,
  unlikeProduct,
} from '#server/services/matching/products.ts';
import { savedListRoutes } from './_saved.ts';

/** `/api/v1/me/likes`: a buyer's liked products. */
export default savedListRoutes({
  names: { list: 'likes', entry: 'like', item: 'product' },
  item: productSchema,
  summaries: { list: 'Products I like', save: 'Like a product', remove: 'Unlike a product' },
  list: async (db, member, page) => {
    const { products, total } = await listProducts(db, likedCondition(member), page, member);
    return { items: products, total };
  },
  save: likeProduct,
  remove: unlikeProduct,
});
