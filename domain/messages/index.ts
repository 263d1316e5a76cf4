import type { Locale, Localized } from '../locale.ts';
import { commonMessages } from './common.ts';
import { authMessages } from './auth.ts';
import { serverMessages } from './server.ts';

/**
 * Every user-facing message the API and the forms share, keyed by a stable code.
 * Each group lives in its own file; add a group here when a feature brings its own messages.
 */
export const messages = { ...commonMessages, ...authMessages, ...serverMessages } satisfies Record<
  string,
  Localized
>;
export type MessageCode = keyof typeof messages;

export function message(code: MessageCode, locale: Locale): string {
  return messages[code][locale];
}
