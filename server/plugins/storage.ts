import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../scaleConfig.ts';
import { s3Storage } from './s3Storage.ts';

/**
 * Where uploaded files live. The database keeps only metadata and the key (server/db/schema/files.ts);
 * the bytes are on the local disk, or in S3-compatible object storage when instances share files.
 */
export interface Storage {
  /** Streams to a new object; a failed or aborted stream leaves nothing behind. */
  save(stream: Readable, hint: { ext: string }): Promise<{ key: string; size: number }>;
  /** The object's bytes: the stream emits `ready` once found, or errors with ENOENT for an unknown key. */
  open(key: string): Readable;
  remove(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}(\.[a-z0-9]{1,8})?$/;

/**
 * Local disk under `root` (`${DATA_DIR}/files`): random names in two levels of directories. A file is
 * written as `*.part` and renamed into place when complete, so a partial upload never appears.
 */
export function localDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return join(root, key);
  };
  return {
    async save(stream, hint) {
      const name = randomBytes(16).toString('hex');
      const ext = hint.ext
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 8);
      const key = `${name.slice(0, 2)}/${name.slice(2, 4)}/${name}${ext ? `.${ext}` : ''}`;
      const target = pathOf(key);
      const temp = `${target}.part`;
      await mkdir(dirname(target), { recursive: true });
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(stream, counter, createWriteStream(temp, { flags: 'wx', mode: 0o640 }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { key, size };
    },
    open(key) {
      return createReadStream(pathOf(key));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The configured storage: the S3 bucket when S3_BUCKET is set, else `${DATA_DIR}/files`. */
export function storageFor(config: { dataDir: string; scale: { s3: S3Config | undefined } }): Storage {
  return config.scale.s3 ? s3Storage(config.scale.s3) : localDiskStorage(join(config.dataDir, 'files'));
}
