import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID; other ids are answered 404 before they reach the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** `/{_id}` path parameter. A malformed id is simply not found, so it is a string here. */
export const idParams = z.object({ _id: z.string().max(64).describe('record id (UUID)') });
