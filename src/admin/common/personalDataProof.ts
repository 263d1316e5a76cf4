import { useSyncExternalStore } from 'react';
import { useGetIdentity } from 'react-admin';
import type { PersonalDataAccess } from '../../dataProvider/index.ts';

/**
 * The proof of the last secondary-password confirmation and its reason (docs/decisions/0007-personal-data-and-access-log.md), in memory
 * only: never in storage, gone with the tab, dropped when it expires. One for the whole console, so a
 * confirmation serves every resource's reveals and exports for its five minutes.
 */
export interface HeldProof extends PersonalDataAccess {
  /** ISO UTC, as the server answered it */
  expiresAt: string;
  /** The manager who confirmed it: after another login in the same tab it is not offered (the server refuses it). */
  owner: string;
}

/** Treat the proof as gone a little early, so a request does not arrive just after it expired. */
const EXPIRY_MARGIN_MS = 5_000;

let held: HeldProof | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function holdProof(proof: HeldProof | null): void {
  clearTimeout(expiryTimer);
  held = proof;
  if (proof) {
    const left = Date.parse(proof.expiresAt) - Date.now() - EXPIRY_MARGIN_MS;
    expiryTimer = setTimeout(() => holdProof(null), Math.max(left, 0));
  }
  emit();
}

/** The held proof while it is valid and `owner`'s, else null. */
export function currentProof(owner: string | undefined, now = Date.now()): HeldProof | null {
  if (!held || held.owner !== owner) return null;
  if (Date.parse(held.expiresAt) - EXPIRY_MARGIN_MS <= now) return null;
  return held;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The logged-in manager's username: a proof is offered to the manager who confirmed it only. */
export function useProofOwner(): string | undefined {
  const { identity } = useGetIdentity();
  return typeof identity?.username === 'string' ? identity.username : undefined;
}

/** The logged-in manager's held proof as React state: components re-render when it arrives or expires. */
export function useHeldProof(): HeldProof | null {
  const owner = useProofOwner();
  return useSyncExternalStore(
    subscribe,
    () => currentProof(owner),
    () => null,
  );
}
