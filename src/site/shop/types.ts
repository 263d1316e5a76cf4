import type { PublicShopCategory, PublicShopProduct } from '#domain/schemas/shopCatalogue.ts';

export type ShopProduct = PublicShopProduct;
export type ShopCategory = PublicShopCategory;
