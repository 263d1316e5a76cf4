/** Shapes of the public API answers the site reads, declared once in domain/schemas. */
export type { PublicBanner as Banner } from '#domain/schemas/banner.ts';
export type { PublicPopup as Popup } from '#domain/schemas/popup.ts';
export type { PublicSchedule as Schedule } from '#domain/schemas/schedule.ts';
/** GET /api/v1/setting: the footer details and the complex's facts, in the visitor's language. */
export type { PublicSetting as Setting, PublicStation as Station } from '#domain/schemas/setting.ts';
