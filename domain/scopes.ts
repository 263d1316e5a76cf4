/**
 * Manager scopes (SPEC § 6, DESIGN.md § Scopes). `manager` is the basic right every manager gets;
 * the last seven cover console API resources that the spec's routes lack.
 */
export const SCOPES = [
  'manager',
  'terms',
  'centerNotifications',
  'centerFaqs',
  'centerDownloads',
  'registration',
  'application',
  'popups',
  'centerQuestions',
  'banners',
  'boards',
  'forms',
  'fairs',
  'users',
  'messages',
] as const;
export type Scope = (typeof SCOPES)[number];
export const DEFAULT_SCOPE: readonly Scope[] = ['manager'];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/**
 * Console pages (SPEC § 2) and the scope each needs. `schedules` needs no scope but the one configured
 * username (SCHEDULE_ADMIN_USERNAME); the server and the console both check that.
 */
export const CONSOLE_PAGES = {
  '': 'manager',
  manager: 'manager',
  'center/notifications': 'centerNotifications',
  'center/faqs': 'centerFaqs',
  'center/downloads': 'centerDownloads',
  terms: 'terms',
  registration: 'registration',
  application: 'application',
  schedules: 'scheduleAdmin',
  logs: 'manager',
  popups: 'popups',
  setting: 'manager',
  password: 'manager',
  banners: 'banners',
  'center/questions': 'centerQuestions',
  boards: 'boards',
  'boards/comments': 'boards',
  forms: 'forms',
  messages: 'messages',
  fairs: 'fairs',
  matchings: 'fairs',
  users: 'users',
} as const satisfies Record<string, Scope | 'scheduleAdmin'>;
export type ConsolePage = keyof typeof CONSOLE_PAGES;
