import type { Locale, Localized } from '../locale.ts';
import { commonMessages } from './common.ts';
import { authMessages } from './auth.ts';
import { applicationMessages } from './application.ts';
import { applicationWindowMessages } from './applicationWindow.ts';
import { centerMessages } from './center.ts';
import { communityMessages } from './community.ts';
import { serverMessages } from './server.ts';
import { validationMessageGroup } from './validation.ts';
import { personalMessages } from './personal.ts';
import { contentMessages } from './content.ts';
import { accountMessages } from './accounts.ts';
import { matchingMessages } from './matching.ts';
import { expertMessages } from './experts.ts';
import { shopMessages } from './shop.ts';
import { auctionMessages } from './auction.ts';
import { drawMessages } from './draw.ts';
import { noticeMessages } from './notices.ts';
import { reviewMessages } from './review.ts';
import { matchingDayMessages } from './matchingDay.ts';
import { loyaltyMessages } from './loyalty.ts';
import { shopReviewMessages } from './shopReviews.ts';

/**
 * Every user-facing message the API and the forms share, keyed by a stable code.
 * Each group lives in its own file; add a group here when a feature brings its own messages.
 */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...serverMessages,
  ...validationMessageGroup,
  ...centerMessages,
  ...communityMessages,
  ...applicationMessages,
  ...applicationWindowMessages,
  ...personalMessages,
  ...contentMessages,
  ...accountMessages,
  ...matchingMessages,
  ...expertMessages,
  ...shopMessages,
  ...auctionMessages,
  ...drawMessages,
  ...noticeMessages,
  ...reviewMessages,
  ...matchingDayMessages,
  ...loyaltyMessages,
  ...shopReviewMessages,
} satisfies Record<string, Localized>;
export type MessageCode = keyof typeof messages;

export function message(code: MessageCode, locale: Locale): string {
  return messages[code][locale];
}

/** Every message by its Korean text: a zod issue carries only its text, which is the `ko` message. */
const byKorean = new Map<string, Localized>(Object.values(messages).map((m: Localized) => [m.ko, m]));

/**
 * Translates a message given by its Korean text (as the domain schemas produce it) into `locale`;
 * a text that is not in the catalog comes back unchanged.
 */
export function localizeText(text: string, locale: Locale): string {
  return byKorean.get(text)?.[locale] ?? text;
}
