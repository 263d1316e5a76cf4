// Every table of the application, for Drizzle (queries, drizzle-kit) — one file per table group.
export * from './auth.ts';
export * from './schedules.ts';
export * from './settings.ts';
export * from './files.ts';
export * from './center.ts';
export * from './terms.ts';
export * from './display.ts';
export * from './outbox.ts';
export * from './questions.ts';
export * from './boards.ts';
export * from './applications.ts';
export * from './accessLogs.ts';
export * from './forms.ts';
export * from './members.ts';
export * from './fairs.ts';
export * from './matchings.ts';
export * from './experts.ts';
