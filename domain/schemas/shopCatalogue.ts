import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { shopMessages as m } from '../messages/shop.ts';
import { imageField, orderField } from './contentFields.ts';

/**
 * The shop's catalogue (docs/decisions/0029-shop-orders-and-payment.md): categories in two levels and
 * products whose options each hold their own stock. Money is integer won everywhere.
 */
export const SHOP_NAME_MAX = 100;
export const SHOP_DESCRIPTION_MAX = 5_000;
export const SHOP_PRICE_MAX = 100_000_000;
export const SHOP_STOCK_MAX = 99_999;
export const SHOP_OPTIONS_MAX = 20;
export const SHOP_IMAGES_MAX = 10;

const categoryName = () =>
  z
    .string({ error: m.shopCategoryNameRequired.ko })
    .trim()
    .min(1, m.shopCategoryNameRequired.ko)
    .max(SHOP_NAME_MAX, m.shopTextTooLong.ko);

/** A category as the console edits it; `parentId` null is a top-level one (two levels at most). */
export const shopCategoryInputSchema = z.object({
  name: categoryName(),
  translations: translationsSchema({ name: categoryName() }).optional(),
  parentId: z.uuid(m.shopCategoryParentInvalid.ko).nullable().default(null),
  order: orderField(),
  shows: z.boolean().default(true),
});
export type ShopCategoryInput = z.output<typeof shopCategoryInputSchema>;

export const shopCategorySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  parentId: z.uuid().nullable(),
  order: z.number().int(),
});
export const consoleShopCategorySchema = shopCategorySchema.extend({
  shows: z.boolean(),
  translations: translationsDtoSchema(['name']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleShopCategory = z.infer<typeof consoleShopCategorySchema>;
export const publicShopCategorySchema = shopCategorySchema.extend({ lang: textLangsSchema(['name']) });
export type PublicShopCategory = z.infer<typeof publicShopCategorySchema>;

export const wonField = () =>
  z
    .number({ error: m.shopPriceInvalid.ko })
    .int(m.shopPriceInvalid.ko)
    .min(0, m.shopPriceInvalid.ko)
    .max(SHOP_PRICE_MAX, m.shopPriceInvalid.ko);

const productName = () =>
  z
    .string({ error: m.shopProductNameRequired.ko })
    .trim()
    .min(1, m.shopProductNameRequired.ko)
    .max(SHOP_NAME_MAX, m.shopTextTooLong.ko);
const productDescription = () => z.string().trim().max(SHOP_DESCRIPTION_MAX, m.shopTextTooLong.ko);
const optionName = () =>
  z
    .string({ error: m.shopOptionNameRequired.ko })
    .trim()
    .min(1, m.shopOptionNameRequired.ko)
    .max(SHOP_NAME_MAX, m.shopTextTooLong.ko);

export const SHOP_PRODUCT_STATUSES = ['ON_SALE', 'SOLD_OUT', 'HIDDEN'] as const;
export type ShopProductStatus = (typeof SHOP_PRODUCT_STATUSES)[number];

/** One option (size, colour …): its own stock and an amount added to the product's price. */
export const shopOptionInputSchema = z.object({
  /** An existing option's id keeps it (and the orders that name it); an option left out is retired. */
  _id: z.uuid().optional(),
  name: optionName(),
  translations: translationsSchema({ name: optionName() }).optional(),
  extraPrice: wonField().default(0),
  stock: z
    .number({ error: m.shopStockInvalid.ko })
    .int(m.shopStockInvalid.ko)
    .min(0, m.shopStockInvalid.ko)
    .max(SHOP_STOCK_MAX, m.shopStockInvalid.ko),
});

/** The maker as the product shows it (with its award, e.g. "Seoul Ceramics Studio (2025 Seoul Awards)"). */
const makerName = () =>
  z
    .string({ error: m.shopMakerRequired.ko })
    .trim()
    .min(1, m.shopMakerRequired.ko)
    .max(SHOP_NAME_MAX, m.shopTextTooLong.ko);

/**
 * A product as the console edits it. `thumb` and each image are a file id from `POST /api/console/files` or
 * the address the product already has (the content images' rule, contentFields.ts imageField).
 */
export const shopProductInputSchema = z
  .object({
    categoryId: z.uuid(m.shopCategoryRequired.ko),
    name: productName(),
    description: productDescription().default(''),
    translations: translationsSchema({
      name: productName(),
      description: productDescription(),
      maker: makerName(),
    }).optional(),
    maker: makerName(),
    price: wonField(),
    salePrice: wonField().nullable().default(null),
    shippingFee: wonField().default(0),
    /** Items total from which shipping is free; null: never free. */
    freeShippingOver: wonField().nullable().default(null),
    status: z.enum(SHOP_PRODUCT_STATUSES).default('ON_SALE'),
    thumb: imageField().nullable().default(null),
    images: z.array(imageField()).max(SHOP_IMAGES_MAX, m.shopImagesTooMany.ko).default([]),
    options: z
      .array(shopOptionInputSchema)
      .min(1, m.shopOptionsRequired.ko)
      .max(SHOP_OPTIONS_MAX, m.shopOptionsRequired.ko),
    order: orderField(),
  })
  .refine((p) => p.salePrice === null || p.salePrice < p.price, {
    error: m.shopSalePriceTooHigh.ko,
    path: ['salePrice'],
  });
export type ShopProductInput = z.output<typeof shopProductInputSchema>;
export type ShopProductFormValues = z.input<typeof shopProductInputSchema>;

export const SHOP_PRODUCT_TEXTS = ['name', 'description', 'maker'] as const;

const optionSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  extraPrice: z.number().int(),
  stock: z.number().int(),
});

const productBase = z.object({
  _id: z.uuid(),
  categoryId: z.uuid(),
  name: z.string(),
  description: z.string(),
  maker: z.string(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  shippingFee: z.number().int(),
  freeShippingOver: z.number().int().nullable(),
  status: z.enum(SHOP_PRODUCT_STATUSES),
  thumb: z.string().nullable(),
  images: z.array(z.string()),
  sold: z.number().int(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A product as the console reads it: every option with its stock, retired ones left out. */
export const consoleShopProductSchema = productBase.extend({
  translations: translationsDtoSchema(SHOP_PRODUCT_TEXTS),
  options: z.array(optionSchema.extend({ translations: translationsDtoSchema(['name']) })),
});
export type ConsoleShopProduct = z.infer<typeof consoleShopProductSchema>;

/** A product as the site reads it: texts in the visitor's language; a product none of whose options has stock is SOLD_OUT. */
export const publicShopProductSchema = productBase.omit({ order: true }).extend({
  lang: textLangsSchema(SHOP_PRODUCT_TEXTS),
  status: z.enum(['ON_SALE', 'SOLD_OUT']),
  options: z.array(optionSchema.extend({ lang: textLangsSchema(['name']) })),
});
export type PublicShopProduct = z.infer<typeof publicShopProductSchema>;

export { SHOP_SORTS, type ShopSort } from '../shop/constants.ts';
