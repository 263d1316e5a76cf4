/** The console resources that exist so far, in menu order (react-admin names = console routes, SPEC § 2). */
export const CONSOLE_RESOURCES = [
  'registration',
  'application',
  'center/notifications',
  'center/faqs',
  'center/downloads',
  'center/questions',
  'terms',
  'popups',
  'banners',
  'schedules',
  'boards',
  'boards/comments',
  'forms',
  'messages',
  'fairs',
  'matchings',
  'users',
  'logs',
  'manager',
] as const;
export type ConsoleResource = (typeof CONSOLE_RESOURCES)[number];
