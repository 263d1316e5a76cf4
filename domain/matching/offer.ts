import { LIMITS } from '../constants.ts';
import { slotEnd, slotStart, sortSlotKeys } from './slots.ts';

/**
 * The offer (matching) state machine of docs/spec.md § 4 and docs/decisions/0008-matching.md. Pure: the
 * server asks it before every write and the pages show the actions `allowedActions` returns, so no rule lives
 * anywhere else. The server's transaction and unique indexes add what a pure function cannot know (whether a
 * slot is already confirmed for someone).
 */

export const OFFER_STATUSES = [
  'OFFERED',
  'ACCEPTED',
  'CONFIRMED',
  'DECLINED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Open offers can still change by the parties' actions and can expire. */
export const OPEN_STATUSES = ['OFFERED', 'ACCEPTED'] as const satisfies readonly OfferStatus[];

export const OFFER_ACTIONS = ['accept', 'decline', 'confirm', 'cancel'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

export const OFFER_ACTORS = ['BUYER', 'SELLER', 'MANAGER', 'SYSTEM'] as const;
export type OfferActor = (typeof OFFER_ACTORS)[number];

/** A buyer offers at most this many slots; the seller keeps at most LIMITS.sellerMaxSlots (3) of them. */
export const OFFER_MAX_SLOTS = 10;
export const SELLER_MAX_SLOTS: number = LIMITS.sellerMaxSlots;

export type OfferErrorCode =
  | 'matchingNotAllowed'
  | 'matchingStateConflict'
  | 'matchingExpired'
  | 'matchingTooManySlots'
  | 'matchingSlotInvalid'
  | 'matchingSlotPast'
  | 'matchingMeetingEnded';

export interface OfferRefusal {
  ok: false;
  /** 400 bad slots, 403 not this actor's action, 409 not in this state. */
  httpStatus: 400 | 403 | 409;
  code: OfferErrorCode;
}

export interface OfferState {
  status: OfferStatus;
  offeredSlots: readonly string[];
  acceptedSlots: readonly string[];
  expiresAt: Date | string | null;
  /** A confirmed meeting's end (`slotEnd` of its slot); null or absent before one is confirmed. */
  endsAt?: Date | null;
}

export type OfferCommand =
  | { action: 'accept'; slots: readonly string[] }
  | { action: 'decline'; reason: string }
  | { action: 'confirm'; slot: string }
  | { action: 'cancel'; reason: string }
  | { action: 'expire' };

export interface OfferOutcome {
  ok: true;
  status: OfferStatus;
  /** Set by accept (sorted, without repeats). */
  acceptedSlots?: string[];
  /** Set by confirm. */
  confirmedSlot?: string;
  /** Set by accept: the buyer's deadline to confirm. */
  expiresAt?: Date;
}

const HOUR_MS = 3_600_000;

const refuse = (httpStatus: 400 | 403 | 409, code: OfferErrorCode): OfferRefusal => ({
  ok: false,
  httpStatus,
  code,
});

const toMs = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

export function isOpen(status: OfferStatus): boolean {
  return (OPEN_STATUSES as readonly OfferStatus[]).includes(status);
}

/** The status as of `now`: an open offer past its deadline is EXPIRED even before the sweep writes it. */
export function effectiveStatus(offer: Pick<OfferState, 'status' | 'expiresAt'>, now: Date): OfferStatus {
  if (isOpen(offer.status) && offer.expiresAt !== null && toMs(offer.expiresAt) <= now.getTime()) {
    return 'EXPIRED';
  }
  return offer.status;
}

/**
 * A confirmed meeting whose time is over is past: it took place or not, and its parties rate it
 * (docs/decisions/0051-an-ended-meeting-is-past.md). They can no longer cancel it; the organiser still can,
 * to correct a record.
 */
export function meetingEnded(offer: Pick<OfferState, 'status' | 'endsAt'>, now: Date): boolean {
  return offer.status === 'CONFIRMED' && !!offer.endsAt && offer.endsAt.getTime() <= now.getTime();
}

/** `endsAt` of a matching whose confirmed slot is `confirmedSlot` at a fair of `slotMinutes` slots. */
export function meetingEndsAt(confirmedSlot: string | null, slotMinutes: number): Date | null {
  return confirmedSlot ? slotEnd(confirmedSlot, slotMinutes) : null;
}

const lockedForParty = (offer: OfferState, action: OfferAction, actor: OfferActor, now: Date) =>
  action === 'cancel' && actor !== 'MANAGER' && meetingEnded(offer, now);

/**
 * The answer deadline: `ttlHours` from now, but no later than the start of the last slot still on the
 * table — after that nothing can be met, so waiting longer only blocks the parties.
 */
export function deadline(slots: readonly string[], now: Date, ttlHours: number): Date {
  const ttl = now.getTime() + ttlHours * HOUR_MS;
  const last = sortSlotKeys(slots).at(-1);
  return new Date(last ? Math.min(ttl, slotStart(last).getTime()) : ttl);
}

const isPast = (key: string, now: Date) => !(slotStart(key).getTime() > now.getTime());

/**
 * Checks a new offer's slots against the buyer's available slots: 1–10 distinct keys, all available,
 * none started. Returns the sorted slots and the deadline.
 */
export function newOffer(
  slots: readonly string[],
  available: readonly string[],
  now: Date,
  ttlHours: number,
): { ok: true; status: 'OFFERED'; slots: string[]; expiresAt: Date } | OfferRefusal {
  const chosen = sortSlotKeys(slots);
  if (chosen.length === 0 || chosen.length !== slots.length) return refuse(400, 'matchingSlotInvalid');
  if (chosen.length > OFFER_MAX_SLOTS) return refuse(400, 'matchingTooManySlots');
  if (chosen.some((key) => !available.includes(key))) return refuse(400, 'matchingSlotInvalid');
  if (chosen.some((key) => isPast(key, now))) return refuse(400, 'matchingSlotPast');
  return { ok: true, status: 'OFFERED', slots: chosen, expiresAt: deadline(chosen, now, ttlHours) };
}

/** Who may take each action, from which states (docs/decisions/0008-matching.md § Offers). */
const RULES: Record<OfferAction | 'expire', Partial<Record<OfferActor, readonly OfferStatus[]>>> = {
  accept: { SELLER: ['OFFERED'] },
  decline: { SELLER: ['OFFERED'] },
  confirm: { BUYER: ['ACCEPTED'] },
  cancel: {
    BUYER: ['OFFERED', 'ACCEPTED', 'CONFIRMED'],
    SELLER: ['ACCEPTED', 'CONFIRMED'],
    MANAGER: ['OFFERED', 'ACCEPTED', 'CONFIRMED'],
  },
  expire: { SYSTEM: ['OFFERED', 'ACCEPTED'] },
};

/** Every state from which some actor may take `action` (to tell 403 "not yours" from 409 "not now"). */
function anyoneFrom(action: OfferAction | 'expire'): OfferStatus[] {
  return Object.values(RULES[action]).flat();
}

/**
 * The next state of `offer` when `actor` runs `command` at `now`, or why not. `ttlHours` sets the
 * buyer's deadline after an accept.
 */
export function transition(
  offer: OfferState,
  command: OfferCommand,
  actor: OfferActor,
  now: Date,
  ttlHours: number,
): OfferOutcome | OfferRefusal {
  const current = effectiveStatus(offer, now);
  const from = RULES[command.action][actor];
  if (command.action === 'expire') {
    if (!from) return refuse(403, 'matchingNotAllowed');
    // The sweep expires what is past its deadline; the stored status is still open then.
    if (!isOpen(offer.status) || current !== 'EXPIRED') return refuse(409, 'matchingStateConflict');
    return { ok: true, status: 'EXPIRED' };
  }
  if (!from) return refuse(403, 'matchingNotAllowed');
  if (!from.includes(current)) {
    if (current === 'EXPIRED' && from.includes(offer.status)) return refuse(409, 'matchingExpired');
    // Another actor could act in this state but not this one: a matter of role, not of timing.
    if (anyoneFrom(command.action).includes(current)) return refuse(403, 'matchingNotAllowed');
    return refuse(409, 'matchingStateConflict');
  }

  if (lockedForParty(offer, command.action, actor, now)) return refuse(409, 'matchingMeetingEnded');

  switch (command.action) {
    case 'accept': {
      const slots = sortSlotKeys(command.slots);
      if (slots.length === 0 || slots.length !== command.slots.length) {
        return refuse(400, 'matchingSlotInvalid');
      }
      if (slots.length > SELLER_MAX_SLOTS) return refuse(400, 'matchingTooManySlots');
      if (slots.some((key) => !offer.offeredSlots.includes(key))) return refuse(400, 'matchingSlotInvalid');
      if (slots.some((key) => isPast(key, now))) return refuse(400, 'matchingSlotPast');
      return {
        ok: true,
        status: 'ACCEPTED',
        acceptedSlots: slots,
        expiresAt: deadline(slots, now, ttlHours),
      };
    }
    case 'confirm': {
      if (!offer.acceptedSlots.includes(command.slot)) return refuse(400, 'matchingSlotInvalid');
      if (isPast(command.slot, now)) return refuse(400, 'matchingSlotPast');
      return { ok: true, status: 'CONFIRMED', confirmedSlot: command.slot };
    }
    case 'decline':
      return { ok: true, status: 'DECLINED' };
    case 'cancel':
      return { ok: true, status: 'CANCELLED' };
  }
}

/** What `actor` may do with the offer now: the buttons a page shows. */
export function allowedActions(offer: OfferState, actor: OfferActor, now: Date): OfferAction[] {
  const current = effectiveStatus(offer, now);
  return OFFER_ACTIONS.filter(
    (action) =>
      (RULES[action][actor]?.includes(current) ?? false) && !lockedForParty(offer, action, actor, now),
  );
}
