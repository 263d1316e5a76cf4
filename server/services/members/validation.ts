import type { z } from 'zod';
import { HttpError } from '../../http/errors.ts';

/**
 * A 400 whose `errors` name each field's first message, as the route validation answers
 * (docs/decisions/0003-api-contract.md).
 */
export function invalidInput(error: z.ZodError): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return new HttpError(400, 'invalidInput', errors);
}

/** Parses `value` with `schema` or throws the 400 above. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}
