import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/**
 * Malformed and hostile input for tests/api/bad-input.test.ts. Two kinds of string:
 * - `refused`: no endpoint may accept or store them (NUL, lone surrogates, 1 MB);
 * - `inert`: valid text that must never be executed, interpreted or break anything (SQL, script,
 *   bidi overrides, path traversal …): an endpoint may store it as text, and must not answer 5xx.
 */

export const REFUSED_STRINGS: Record<string, string> = {
  nul: 'name\u0000; rm -rf /',
  loneHighSurrogate: 'abc\ud800def',
  loneLowSurrogate: '\udc00',
  megabyte: 'a'.repeat(1_000_000),
};

export const INERT_STRINGS: Record<string, string> = {
  sql: "' OR '1'='1'; DROP TABLE applications; --",
  sqlUnion: '1 UNION SELECT password_hash FROM users--',
  script: '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
  rtlOverride: '홍길동\u202Egnp.exe\u202C',
  zeroWidth: '\ufeff\u200b\u200d\u2060',
  combining: 'Z\u0337\u0327\u031ba\u0336l\u0335g\u0338o\u0336',
  emoji: '👩‍👩‍👧‍👦🇰🇷',
  pathTraversal: '../../../../etc/passwd',
  windowsTraversal: '..\\..\\..\\windows\\win.ini',
  encodedTraversal: '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  controls: '\u0007\u001b[31mred\u001b[0m\r\n\tX',
  template: '${7*7}{{7*7}}#{7*7}',
  json: '{"$ne":null}',
};

/** Raw bodies with their content type, sent as they are. */
export const RAW_BODIES: { label: string; contentType: string; payload: string | Buffer }[] = [
  { label: 'broken JSON', contentType: 'application/json', payload: '{"kind": "APPLICATION", "name": ' },
  { label: 'trailing garbage', contentType: 'application/json', payload: '{"a":1} xyz' },
  { label: 'empty JSON body', contentType: 'application/json', payload: '' },
  { label: 'JSON null', contentType: 'application/json', payload: 'null' },
  { label: 'JSON array', contentType: 'application/json', payload: '[1,2,3]' },
  { label: 'JSON string', contentType: 'application/json', payload: '"hello"' },
  { label: 'JSON number', contentType: 'application/json', payload: '1e309' },
  {
    label: 'prototype pollution',
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  },
  { label: 'deep nesting', contentType: 'application/json', payload: '['.repeat(5000) + ']'.repeat(5000) },
  {
    label: 'oversized body',
    contentType: 'application/json',
    payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`,
  },
  {
    label: 'invalid UTF-8',
    contentType: 'application/json',
    payload: Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from('"}'),
    ]),
  },
  { label: 'plain text', contentType: 'text/plain', payload: 'name=kim' },
  {
    label: 'XML',
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  {
    label: 'form-urlencoded',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'name=%00&phone[]=1',
  },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', payload: '--x\r\n' },
];

/** Values of path parameters that are no resource of ours. */
export const HOSTILE_IDS = [randomUUID(), 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd', "1' OR '1'='1", '%00'];

/** Tokens that must be refused: absent, garbage, unsigned (alg none), signed with another key. */
export async function forgedTokens(): Promise<Record<string, string>> {
  const claims = { sub: randomUUID(), type: 'MANAGER', scope: ['admin'], username: 'admin' };
  const unsigned = [
    Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
      'base64url',
    ),
    '',
  ].join('.');
  const otherKey = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-servers-secret-not-the-servers-secret'));
  return { garbage: 'x'.repeat(40), unsigned, otherKey };
}

/** Files whose content is not what their name says, or whose name is hostile. */
export const HOSTILE_FILES: { label: string; filename: string; content: Buffer; type: string }[] = [
  {
    label: 'EXE named .pdf',
    filename: 'doc.pdf',
    content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00'.repeat(64), 'latin1'),
    type: 'application/pdf',
  },
  {
    label: 'HTML named .png',
    filename: 'a.png',
    content: Buffer.from('<html><script>alert(1)</script></html>'),
    type: 'image/png',
  },
  {
    label: 'PDF named .png',
    filename: 'x.png',
    content: Buffer.from('%PDF-1.4\n%%EOF\n'),
    type: 'image/png',
  },
  {
    label: 'SVG with script',
    filename: 'x.svg',
    content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    type: 'image/svg+xml',
  },
  { label: 'empty file', filename: 'empty.pdf', content: Buffer.alloc(0), type: 'application/pdf' },
  {
    label: 'traversal name, ELF bytes',
    filename: '../../../../etc/cron.d/x.pdf',
    content: Buffer.from('\x7fELF\x02\x01\x01'.repeat(64), 'latin1'),
    type: 'application/pdf',
  },
  {
    label: 'NUL in name',
    filename: 'a\u0000.php.pdf',
    content: Buffer.from('<?php system($_GET[1]); ?>'),
    type: 'application/pdf',
  },
];

/** multipart/form-data with `fields` first and then the file in `upload` (raw UTF-8 file name, as browsers send). */
export function multipart(
  fields: Record<string, string>,
  file: { filename: string; content: Buffer; type: string } | null,
): { payload: Buffer; contentType: string } {
  const boundary = `----badInput${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
