import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A zip archive written as a stream (what an .xlsx is): each entry's bytes leave as they are deflated, so
 * the archive is never held whole (docs/decisions/0038-keyset-paging-and-streamed-exports.md). Entries are
 * either small and known (compressed at once) or streamed (sizes and CRC in a data descriptor after the
 * data). No zip64: an entry or archive past 4 GiB fails the stream rather than writing a corrupt file (a
 * worksheet holds at most 1,048,576 rows, far below).
 */

/**
 * A streamed entry's chunks are each read whole before the next is pulled: a source may reuse one buffer.
 */
export type ZipEntry = { name: string; data: Buffer } | { name: string; stream: AsyncIterable<Buffer> };

const UTF8_NAMES = 0x0800;
const DATA_DESCRIPTOR = 0x0008;
const DEFLATE = 8;
const VERSION = 20;
const MAX32 = 0xffff_ffff;
/** Level 1: the export's time goes to compression at higher levels; repeated XML compresses well anyway. */
const LEVEL = 1;

interface Written {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date of `now` (local fields, as zip tools read them). */
function dosDateTime(now: Date): { time: number; date: number } {
  return {
    time: (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2),
    date: ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate(),
  };
}

function check32(value: number, what: string): number {
  if (value > MAX32) throw new Error(`zip: ${what} past 4 GiB`);
  return value;
}

function localHeader(entry: Written, stamp: { time: number; date: number }): Buffer {
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(VERSION, 4);
  head.writeUInt16LE(entry.flags, 6);
  head.writeUInt16LE(DEFLATE, 8);
  head.writeUInt16LE(stamp.time, 10);
  head.writeUInt16LE(stamp.date, 12);
  head.writeUInt32LE(entry.crc, 14);
  head.writeUInt32LE(entry.compressed, 18);
  head.writeUInt32LE(entry.size, 22);
  head.writeUInt16LE(entry.name.length, 26);
  head.writeUInt16LE(0, 28);
  return Buffer.concat([head, entry.name]);
}

function dataDescriptor(entry: Written): Buffer {
  const out = Buffer.alloc(16);
  out.writeUInt32LE(0x08074b50, 0);
  out.writeUInt32LE(entry.crc, 4);
  out.writeUInt32LE(check32(entry.compressed, 'entry'), 8);
  out.writeUInt32LE(check32(entry.size, 'entry'), 12);
  return out;
}

function centralEntry(entry: Written, stamp: { time: number; date: number }): Buffer {
  const head = Buffer.alloc(46);
  head.writeUInt32LE(0x02014b50, 0);
  head.writeUInt16LE(VERSION, 4);
  head.writeUInt16LE(VERSION, 6);
  head.writeUInt16LE(entry.flags, 8);
  head.writeUInt16LE(DEFLATE, 10);
  head.writeUInt16LE(stamp.time, 12);
  head.writeUInt16LE(stamp.date, 14);
  head.writeUInt32LE(entry.crc, 16);
  head.writeUInt32LE(entry.compressed, 20);
  head.writeUInt32LE(entry.size, 24);
  head.writeUInt16LE(entry.name.length, 28);
  // extra, comment, disk, internal and external attributes: all zero
  head.writeUInt32LE(check32(entry.offset, 'archive'), 42);
  return Buffer.concat([head, entry.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const out = Buffer.alloc(22);
  out.writeUInt32LE(0x06054b50, 0);
  out.writeUInt16LE(count, 8);
  out.writeUInt16LE(count, 10);
  out.writeUInt32LE(check32(size, 'archive'), 12);
  out.writeUInt32LE(check32(offset, 'archive'), 16);
  return out;
}

/** Resolves once zlib has taken in all of `chunk` (its callback), so that the chunk's buffer is free again. */
function takenIn(deflate: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    deflate.write(chunk, (error) => (error ? reject(error) : resolve())),
  );
}

/**
 * A streamed entry's bytes deflated, counted into `record` (CRC, size). Each chunk of the source is taken in
 * whole before the next is asked for, and what it deflated to is handed on first: the source may write its
 * next chunk into the same buffer, and nothing is read ahead of the archive's reader.
 */
async function* deflated(source: AsyncIterable<Buffer>, record: Written): AsyncGenerator<Buffer> {
  const deflate = createDeflateRaw({ level: LEVEL });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = finished(deflate);
  try {
    for await (const chunk of source) {
      record.crc = crc32(chunk, record.crc);
      record.size += chunk.length;
      await takenIn(deflate, chunk);
      while (out.length > 0) yield out.shift()!;
    }
    deflate.end();
    await ended;
    yield* out;
  } finally {
    deflate.destroy();
    ended.catch(() => {});
  }
}

/**
 * The archive's bytes, pulled: a streamed entry's source is read only as fast as the archive is read, so a
 * reader that stops stops the source too (deflate holds at most the one chunk it is given).
 */
export async function* zipChunks(
  entries: readonly ZipEntry[],
  now: Date = new Date(),
): AsyncGenerator<Buffer> {
  const stamp = dosDateTime(now);
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    if ('data' in entry) {
      const data = deflateRawSync(entry.data, { level: LEVEL });
      const record = {
        name,
        flags: UTF8_NAMES,
        crc: crc32(entry.data),
        compressed: data.length,
        size: entry.data.length,
        offset,
      };
      const head = localHeader(record, stamp);
      written.push(record);
      offset += head.length + data.length;
      yield Buffer.concat([head, data]);
      continue;
    }
    const record = { name, flags: UTF8_NAMES | DATA_DESCRIPTOR, crc: 0, compressed: 0, size: 0, offset };
    const head = localHeader(record, stamp);
    offset += head.length;
    yield head;
    for await (const chunk of deflated(entry.stream, record)) {
      record.compressed += chunk.length;
      yield chunk;
    }
    const tail = dataDescriptor(record);
    offset += record.compressed + tail.length;
    written.push(record);
    yield tail;
  }
  const directory = Buffer.concat(written.map((entry) => centralEntry(entry, stamp)));
  yield Buffer.concat([directory, endOfDirectory(written.length, directory.length, offset)]);
}
