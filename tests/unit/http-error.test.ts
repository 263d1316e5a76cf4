import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/errors.ts';

const frames = (error: Error) =>
  (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));

describe('HttpError', () => {
  it('captures no stack trace for a refusal, keeps one for a fault, and leaves the global limit as it was', () => {
    const before = Error.stackTraceLimit;
    const refusal = new HttpError(409, 'shopSoldOut');
    expect(frames(refusal)).toEqual([]);
    expect(Error.stackTraceLimit).toBe(before);
    expect(frames(new HttpError(503, 'operatorEmailMissing')).length).toBeGreaterThan(0);
    expect(frames(new Error('plain')).length).toBeGreaterThan(0);
    expect(refusal).toMatchObject({ status: 409, code: 'shopSoldOut', message: 'shopSoldOut' });
  });
});
