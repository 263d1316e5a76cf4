import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** Terms and consents (privacy policy, terms of service, consents asked on the application form). */
export const terms = pgTable(
  'terms',
  {
    id: id(),
    code: text().notNull().unique(),
    title: text().notNull(),
    content: text().notNull().default(''),
    required: boolean().notNull().default(false),
    order: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('terms_order_idx').on(t.order)],
);
