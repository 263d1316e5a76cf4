import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Translations } from '#domain/localized.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';

export interface ScheduleMessage {
  beforeOpen: string;
  dead: string;
  dead2: string;
  stop: string;
}

/** The round's texts the public reads: its title and the window's messages. */
export type ScheduleText = 'title' | keyof ScheduleMessage;

/** Application rounds: the window in which interest registrations and applications are accepted. */
export const schedules = pgTable('schedules', {
  id: id(),
  round: integer().notNull().unique(),
  title: text().notNull().default(''),
  shows: boolean().notNull().default(true),
  stops: boolean().notNull().default(false),
  openAt: timestamptz().notNull(),
  deadAt: timestamptz().notNull(),
  message: jsonb()
    .$type<ScheduleMessage>()
    .notNull()
    .default({ beforeOpen: '', dead: '', dead2: '', stop: '' }),
  /** English and Chinese texts of the title and the messages (domain/localized.ts). */
  translations: jsonb().$type<Translations<ScheduleText>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
