/**
 * How react-admin resource names meet the console API (ADR 0003 § Console resources in react-admin).
 * The resource name is the console route; the API path is the same unless mapped here; the list key is the
 * last segment of the API path and the record key its singular.
 */

/** Resources whose console route differs from their API path (SPEC § 2 route `/console/schedules`). */
export const API_PATHS: Readonly<Record<string, string>> = {
  registration: 'application',
  logs: 'common/logs',
  schedules: 'application/schedules',
  boards: 'boards/posts',
  manager: 'managers',
};

/** API paths whose list key is not their last segment: `/api/console/application` → `{ applications }`. */
export const LIST_KEYS: Readonly<Record<string, string>> = {
  application: 'applications',
};

/** The record key of each list key (`{ notifications: [...] }` ↔ `{ notification: {...} }`). */
export const SINGULAR: Readonly<Record<string, string>> = {
  notifications: 'notification',
  applications: 'application',
  faqs: 'faq',
  downloads: 'download',
  terms: 'term',
  schedules: 'schedule',
  popups: 'popup',
  managers: 'manager',
  banners: 'banner',
  questions: 'question',
  logs: 'log',
  registration: 'registration',
  application: 'application',
};

/** `/api/console/<path>` for a resource, e.g. `schedules` → `/api/console/application/schedules`. */
export function apiPathOf(resource: string): string {
  return `/api/console/${API_PATHS[resource] ?? resource}`;
}

/** The list key: the last segment of the API path (`center/notifications` → `notifications`). */
export function pluralOf(resource: string): string {
  const path = API_PATHS[resource] ?? resource;
  return LIST_KEYS[path] ?? path.slice(path.lastIndexOf('/') + 1);
}

/** The record key; an unmapped plural loses its trailing `s` (`fairs` → `fair`). */
export function singularOf(resource: string): string {
  const plural = pluralOf(resource);
  return SINGULAR[plural] ?? plural.replace(/s$/, '');
}
