import { createHash, createHmac, randomBytes } from 'node:crypto';
import { runDraw, type DrawList, type DrawResult } from '#domain/draw.ts';

/**
 * The cryptography of the draw (docs/decisions/0028-verifiable-draw.md § Decision), shared by the server and
 * server/tools/verify-draw.ts so that both compute the same lot: HMAC-SHA256 keyed with the seed's text (UTF-8),
 * over the receipt number's text, in lowercase hex.
 */
export const drawLot = (seed: string, receiptNo: string): string =>
  createHmac('sha256', seed).update(receiptNo).digest('hex');

/** The commitment published before the draw: SHA-256 of the seed's text, lowercase hex. */
export const seedHashOf = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/** A new secret seed: 32 random bytes as 64 hex characters. */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** The draw itself, from seed and list: what the server stores and what server/tools/verify-draw.ts prints. */
export const drawWithSeed = (seed: string, list: DrawList): DrawResult =>
  runDraw(list, (receiptNo) => drawLot(seed, receiptNo));
