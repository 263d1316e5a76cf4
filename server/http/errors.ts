import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseLocale } from '#domain/locale.ts';
import type { Locale } from '#domain/locale.ts';
import { localizeText, message, messages } from '#domain/messages/index.ts';
import type { MessageCode } from '#domain/messages/index.ts';

/**
 * An error with an HTTP status and a message code; the error handler turns it into
 * `{ message, code, errors? }` in the request's language (docs/decisions/0003-api-contract.md).
 * `errors` maps a field to a message code or to a validation message of domain/schemas (Korean).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: MessageCode;
  readonly errors?: Record<string, string>;
  /** What the refusal is about, in no language (e.g. the slot '2026-12-10 10:00 KST'): after the message. */
  readonly detail?: string;
  constructor(status: number, code: MessageCode, errors?: Record<string, string>, detail?: string) {
    // a refusal is an answer, not a fault: no stack trace is captured for it (most of an error's cost, and a
    // sold-out rush refuses thousands a second); a 5xx keeps its trace for the log
    const limit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(code);
    Error.stackTraceLimit = limit;
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    if (errors) this.errors = errors;
    if (detail) this.detail = detail;
  }
}

export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
}

/** The request's language from Accept-Language (`ko` when absent or unknown). */
export function localeOf(request: FastifyRequest): Locale {
  return parseLocale(request.headers['accept-language']);
}

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * A field message in the request's language: a message code, or a Korean message of a domain schema
 * (translated by localizeText). Zod's own English defaults become the generic "check your input".
 */
export function localizeFieldMessage(text: string, locale: Locale): string {
  if (Object.hasOwn(messages, text)) return message(text as MessageCode, locale);
  if (HANGUL.test(text)) return localizeText(text, locale);
  return message('invalidInput', locale);
}

export function errorBody(
  code: MessageCode,
  locale: Locale,
  fieldErrors?: Record<string, string>,
  detail?: string,
): ErrorBody {
  const about = (text: string) => (detail ? `${text.replace(/[.。]$/, '')}: ${detail}` : text);
  if (!fieldErrors || Object.keys(fieldErrors).length === 0)
    return { message: about(message(code, locale)), code };
  const errors: Record<string, string> = {};
  for (const [field, text] of Object.entries(fieldErrors))
    errors[field] = about(localizeFieldMessage(text, locale));
  // a 400 with field errors: `message` is the first field's message (docs/decisions/0003-api-contract.md)
  const first = code === 'invalidInput' ? Object.values(errors)[0] : undefined;
  return { message: first ?? about(message(code, locale)), code, errors };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: MessageCode,
  fieldErrors?: Record<string, string>,
  detail?: string,
): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, localeOf(request), fieldErrors, detail));
}

const STATUS_CODES: Record<string, [number, MessageCode]> = {
  FST_REQ_FILE_TOO_LARGE: [413, 'fileTooLarge'],
  FST_FILES_LIMIT: [413, 'tooManyFiles'],
  FST_PARTS_LIMIT: [413, 'payloadTooLarge'],
  FST_FIELDS_LIMIT: [413, 'payloadTooLarge'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupportedMediaType'],
};

/** busboy's own errors carry no code: a malformed multipart body (no boundary, cut short) is the client's. */
const MALFORMED_MULTIPART = /^(Multipart: |Unexpected end of (multipart|form))/;

function codeForStatus(status: number): MessageCode {
  switch (status) {
    case 401:
      return 'loginRequired';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 405:
      return 'methodNotAllowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payloadTooLarge';
    case 415:
      return 'unsupportedMediaType';
    case 429:
      return 'tooManyRequests';
    default:
      return 'invalidInput';
  }
}

/** Field → first message, from the request validation of fastify-type-provider-zod. */
function validationErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || error.validationContext || 'body';
    errors[field] ??= issue.message ?? '';
  }
  return errors;
}

/**
 * The one error handler: every failure leaves as `{ message, code, errors? }`. Unexpected errors are
 * logged and answered with a generic 500 — never the stack or the error's own text.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return sendError(request, reply, error.status, error.code, error.errors, error.detail);
  }
  if (
    hasZodFastifySchemaValidationErrors(error) ||
    (Array.isArray(error.validation) && error.validation.length)
  ) {
    return sendError(request, reply, 400, 'invalidInput', validationErrors(error));
  }
  const known = error.code ? STATUS_CODES[error.code] : undefined;
  if (known) return sendError(request, reply, known[0], known[1]);
  if (!error.code && MALFORMED_MULTIPART.test(error.message)) {
    return sendError(request, reply, 400, 'invalidInput');
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(request, reply, status, codeForStatus(status));
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(request, reply, 500, 'serverError');
}

/** 404 for an unknown /api route, in the contract's error shape. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(request, reply, 404, 'notFound');
}

/** The error shape for the OpenAPI docs of a route's error responses. */
export const errorSchema = z
  .object({
    message: z.string().describe("in the request's Accept-Language"),
    code: z.string().describe('a key of domain/messages'),
    errors: z.record(z.string(), z.string()).optional().describe('field → message'),
  })
  .describe('error');
