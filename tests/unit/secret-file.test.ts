import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

// docs/security.md § Client address, signing secret, public origin, link previews: the JWT signing secret in
// DATA_DIR/jwt-secret is never short, never empty, and written so that a crash or two processes starting
// together cannot leave a bad or a second one.
let dataDir: string;
let file: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cnh-secret-'));
  file = join(dataDir, 'jwt-secret');
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('DATA_DIR/jwt-secret', () => {
  it('refuses to start with a one-character secret, naming the file', async () => {
    await writeFile(file, 'x\n');
    const start = () => loadConfig({ DATA_DIR: dataDir });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(file);
    expect(start).toThrow(/at least 32 bytes/);
  });

  it('refuses to start with an empty secret file, naming the file', async () => {
    await writeFile(file, '');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(file);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x' })).toThrow(/JWT_SECRET=.*32 bytes/);
    // 11 Korean syllables are 33 bytes of UTF-8 though only 11 characters
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: '가'.repeat(11) }).jwtSecret).toBe('가'.repeat(11));
  });

  it('generates a missing secret of 32+ random bytes, owner-only, leaving no temporary file', async () => {
    const secret = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dataDir)).toEqual(['jwt-secret']);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(secret);
  });

  it('ignores a temporary file a crash left behind', async () => {
    await writeFile(join(dataDir, '.jwt-secret.4242.tmp'), 'x');
    const secret = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
  });

  it('gives processes that start together on a new data dir one and the same secret', async () => {
    const run = promisify(execFile);
    const script = `import { loadConfig } from ${JSON.stringify(join(process.cwd(), 'server/config.ts'))};
      process.stdout.write(loadConfig({ DATA_DIR: process.argv[1] }).jwtSecret);`;
    for (let round = 0; round < 3; round++) {
      const dir = join(dataDir, `round${round}`);
      const outputs = await Promise.all(
        Array.from({ length: 4 }, () =>
          run(process.execPath, ['--input-type=module', '-e', script, dir]).then((r) => r.stdout),
        ),
      );
      expect(new Set(outputs).size, `round ${round}`).toBe(1);
      expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(outputs[0]);
      expect(await readdir(dir)).toEqual(['jwt-secret']);
    }
  }, 60_000); // a dozen Node processes on a busy machine
});
