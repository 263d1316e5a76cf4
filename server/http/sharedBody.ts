import type { FastifySerializerCompiler } from 'fastify';
import { rememberEtag } from './cache.ts';

/**
 * Answers that many requests share (the public-read micro-cache's objects) are serialized, encoded and
 * tagged once, not once per request: at the opening rush the zod serialization and the SHA-1 of the ETag
 * were a tenth of a cached read, and encoding the (Korean) JSON string to UTF-8 on every write a fifth.
 * Only objects marked with `shared()` are remembered, and they must not be changed afterwards (the
 * micro-cache already hands the same object to every request).
 */
const sharedObjects = new WeakSet<object>();
/** The shared object each remembered body was made from. */
const valuesOfBodies = new WeakMap<Buffer, object>();

/** Marks `value` as shared and immutable; returns it. */
export function shared<T extends object>(value: T): T {
  sharedObjects.add(value);
  return value;
}

/** The shared object a payload was serialized from, when it is such a body; undefined otherwise. */
export function sharedValueOf(payload: unknown): object | undefined {
  return Buffer.isBuffer(payload) ? valuesOfBodies.get(payload) : undefined;
}

/** `compile`, with each route's serializer remembering the body of a shared object. */
export function sharedBodySerializer<T>(compile: FastifySerializerCompiler<T>): FastifySerializerCompiler<T> {
  return (routeSchema) => {
    const serialize = compile(routeSchema);
    const bodies = new WeakMap<object, Buffer>();
    return (data) => {
      if (typeof data !== 'object' || data === null || !sharedObjects.has(data)) return serialize(data);
      let body = bodies.get(data);
      if (body === undefined) {
        body = Buffer.from(serialize(data), 'utf8');
        bodies.set(data, body);
        valuesOfBodies.set(body, data);
        rememberEtag(body);
      }
      // Fastify writes a Buffer payload as it is (reply.js onSendEnd); its types only know strings
      return body as unknown as string;
    };
  };
}
