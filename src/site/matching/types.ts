/** The answers of docs/decisions/0008-matching.md § Shapes the pages read, declared once in domain/schemas. */
export type { FileRef } from '#domain/schemas/file.ts';
export type { Fair, FairDetail } from '#domain/schemas/matchingFair.ts';
export type { Matching } from '#domain/schemas/matchingOffer.ts';
export type { Product } from '#domain/schemas/matchingProduct.ts';
export type { BuyerSchedule as Schedule } from '#domain/schemas/matchingSchedule.ts';
export type { BookmarkedSeller, Seller, SellerDetail } from '#domain/schemas/matchingSeller.ts';
export type { Me } from '#domain/schemas/member.ts';
