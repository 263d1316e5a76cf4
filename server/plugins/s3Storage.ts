import { randomBytes } from 'node:crypto';
import { PassThrough, Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../scaleConfig.ts';
import type { Storage } from './storage.ts';

/** 5 MiB, S3's smallest part: an upload holds at most two parts in memory (queueSize 1 + the one filling). */
const PART_BYTES = 5 * 1024 * 1024;

/** A random key like the local disk's (`ab/cd/<32 hex>.pdf`): no name of the uploader reaches storage. */
function newKey(ext: string): string {
  const name = randomBytes(16).toString('hex');
  const clean = ext
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return `${name.slice(0, 2)}/${name.slice(2, 4)}/${name}${clean ? `.${clean}` : ''}`;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, NCP Object Storage …), so that every
 * instance reads what any instance stored (docs/decisions/0009-scale-out-and-rush.md). Uploads stream as
 * multipart parts of 5 MiB; an aborted stream aborts the upload and leaves no object. Checksums are sent only
 * where the API requires them, which S3-compatible servers that predate the 2025 SDK defaults expect.
 */
export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async save(stream, hint) {
      const key = newKey(hint.ext);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      stream.on('error', (error) => counter.destroy(error));
      stream.pipe(counter);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counter },
        queueSize: 1,
        partSize: PART_BYTES,
        leavePartsOnError: false,
      });
      await upload.done();
      return { key, size };
    },
    open(key) {
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket, Key: key }))
        .then(({ Body }) => {
          const body = Body as Readable | undefined;
          if (!body) throw Object.assign(new Error(`no object ${key}`), { code: 'ENOENT' });
          body.on('error', (error) => out.destroy(error));
          // as a file stream does once open: callers wait for it before answering 200
          out.emit('ready');
          body.pipe(out);
        })
        .catch((error: { name?: string }) => {
          const missing = error.name === 'NoSuchKey' || error.name === 'NotFound';
          out.destroy(
            missing ? Object.assign(new Error(`no object ${key}`), { code: 'ENOENT' }) : (error as Error),
          );
        });
      return out;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
