import { instantOf } from './format.ts';
import type { Locale } from './locale.ts';
import { applicationWindowMessages } from './messages/applicationWindow.ts';

/**
 * The application window of one round (docs/spec.md § 4, docs/design.md § Contracts "Application window").
 * The server decides with this on every write and the client mirrors it, so both read the same clock
 * rules from one place.
 */

export const WINDOW_STATES = ['hidden', 'stopped', 'beforeOpen', 'open', 'closed'] as const;
export type WindowState = (typeof WINDOW_STATES)[number];

/** The fields of a schedule that decide its window; the stored Schedule has these and more. */
export interface ScheduleWindow {
  shows: boolean;
  stops: boolean;
  /** ISO 8601 with an offset, or a Date; a string without one is read as Seoul time. */
  openAt: string | Date;
  deadAt: string | Date;
  message: { beforeOpen: string; dead: string; dead2: string; stop: string };
  /** The language each message is in, when served localized (domain/localized.ts); Korean otherwise. */
  lang?: Partial<Record<'beforeOpen' | 'dead' | 'dead2' | 'stop', Locale>> | undefined;
}

/** Forms show `dead` once closed; the application landing shows `dead2`. */
export type WindowPlace = 'form' | 'landing';

export interface WindowStatus {
  state: WindowState;
  /** The schedule's text for the state; '' when open or hidden. */
  message: string;
  /** The language of `message` (Korean unless the schedule was served localized). */
  messageLang?: Locale | undefined;
  /** Milliseconds left until openAt while beforeOpen, for a countdown; otherwise null. */
  msUntilOpen: number | null;
}

/**
 * Precedence: hidden, then stopped (a stop wins over every time state, so a manager can halt a round at
 * any moment), then the clock. The window is open from openAt to deadAt both included, to the
 * millisecond: beforeOpen is strictly before openAt, closed strictly after deadAt.
 * A schedule whose times cannot be read counts as closed, so that no write slips through a broken row.
 */
export function applicationWindowStatus(
  schedule: ScheduleWindow,
  now: Date | number,
  { place = 'form' }: { place?: WindowPlace } = {},
): WindowStatus {
  const { message, lang } = schedule;
  if (!schedule.shows) return { state: 'hidden', message: '', msUntilOpen: null };
  if (schedule.stops) {
    return { state: 'stopped', message: message.stop, messageLang: lang?.stop, msUntilOpen: null };
  }

  const deadField = place === 'landing' && message.dead2.trim() !== '' ? 'dead2' : 'dead';
  const closed: WindowStatus = {
    state: 'closed',
    message: message[deadField],
    messageLang: lang?.[deadField],
    msUntilOpen: null,
  };
  const openAt = instantOf(schedule.openAt);
  const deadAt = instantOf(schedule.deadAt);
  const at = typeof now === 'number' ? now : now.getTime();
  if (openAt === null || deadAt === null || !Number.isFinite(at)) return closed;

  if (at < openAt) {
    return {
      state: 'beforeOpen',
      message: message.beforeOpen,
      messageLang: lang?.beforeOpen,
      msUntilOpen: openAt - at,
    };
  }
  if (at > deadAt) return closed;
  return { state: 'open', message: '', msUntilOpen: null };
}

/** The catalog's message of each state that refuses a write (the 403's `code`). */
export const WINDOW_STATE_CODES = {
  beforeOpen: 'applicationBeforeOpen',
  closed: 'applicationClosed',
  stopped: 'applicationStopped',
} as const satisfies Partial<Record<WindowState, keyof typeof applicationWindowMessages>>;
/**
 * The states that may refuse a write (a REGISTRATION is still taken before opening:
 * docs/decisions/0006-registration-window.md).
 */
export type RefusedState = keyof typeof WINDOW_STATE_CODES;

/**
 * What a visitor reads about a window that is not open, on the pages and in a refused write alike: the
 * schedule's own text when it is written in the visitor's language (Korean always is; English and Chinese
 * when a manager wrote them), else the catalog's, which also stands in when the schedule has none. '' when
 * open or hidden.
 */
export function windowMessage(
  status: Pick<WindowStatus, 'state' | 'message' | 'messageLang'>,
  locale: Locale,
): string {
  if (status.state === 'open' || status.state === 'hidden') return '';
  const own = status.message.trim();
  const ownLang = status.messageLang ?? 'ko';
  return own && ownLang === locale
    ? own
    : applicationWindowMessages[WINDOW_STATE_CODES[status.state]][locale];
}

/** Only an open window takes new applications or changes to them. */
export function isWritable(state: WindowState): boolean {
  return state === 'open';
}
