/**
 * application/x-www-form-urlencoded as providers post it. KCP's pages submit EUC-KR
 * (`accept-charset="EUC-KR"`, docs/reference/korea.md § 1A), so each value is decoded as UTF-8 when it is
 * valid UTF-8 and as EUC-KR otherwise (Node's full ICU knows it).
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });
const eucKr = new TextDecoder('euc-kr');

function percentBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '+') bytes.push(0x20);
    else if (c === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      // the body was read as latin1: one character per byte
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decode(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return eucKr.decode(bytes);
  }
}

/** The form's fields; the first value of a repeated name wins; at most 100 fields. */
export function parseForm(body: Buffer): Record<string, string> {
  const text = body.toString('latin1');
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let n = 0;
  for (const pair of text.split('&')) {
    if (!pair || ++n > 100) continue;
    const eq = pair.indexOf('=');
    const name = decode(percentBytes(eq < 0 ? pair : pair.slice(0, eq)));
    const value = eq < 0 ? '' : decode(percentBytes(pair.slice(eq + 1)));
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}
