import { z } from 'zod';

/** The environment fields server/config.ts and server/scaleConfig.ts are built of: an empty value is unset. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

/** A whole number between `min` and `max`, `fallback` when unset. */
export const wholeNumber = (fallback: number, min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  );
