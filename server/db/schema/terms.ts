import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Translations } from '#domain/localized.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/** Terms and consents (privacy policy, terms of service, consents asked on the application form). */
export const terms = pgTable(
  'terms',
  {
    id: id(),
    code: text().notNull().unique(),
    title: text().notNull(),
    content: text().notNull().default(''),
    /** English and Chinese texts (domain/localized.ts); Korean is in the fields above. */
    translations: jsonb().$type<Translations<'title' | 'content'>>().notNull().default({}),
    required: boolean().notNull().default(false),
    order: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('terms_order_idx').on(t.order)],
);
