import { createHash, randomBytes } from 'node:crypto';
import { ADVISER_LINK_DAYS } from '#domain/schemas/consultation.ts';

/**
 * The adviser's link (docs/decisions/0025-expert-consultations.md § The link): 32 random bytes, answered only
 * inside the mail (and once to the manager who sent it), kept only as their SHA-256. It is not a JWT and no
 * other route reads it: the auth plugin takes only signed access tokens, so the token opens nothing but the
 * answer routes of its own consultation.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** base64url of 32 bytes: exactly 43 characters of this alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface AdviserLink {
  token: string;
  hash: string;
  expiresAt: Date;
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A fresh link working ADVISER_LINK_DAYS from `now`. */
export function newAdviserLink(now = new Date()): AdviserLink {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    hash: hashLinkToken(token),
    expiresAt: new Date(now.getTime() + ADVISER_LINK_DAYS * DAY_MS),
  };
}

/** Whether `value` can be a link token at all (anything else is refused before the database is asked). */
export const isLinkToken = (value: string): boolean => TOKEN_SHAPE.test(value);

/** The site page the link opens. */
export const adviserLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/experts/answer/${token}`;

/** The member's page of consultations, where answers are read. */
export const memberConsultationsUrl = (publicUrl: string): string => `${publicUrl}/mypage/consultations`;
