import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { NO_SMTP } from '../helpers/app.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cnh-config-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 43_200,
      adminUsername: 'admin',
      adminPassword: undefined,
      scheduleAdminUsername: 'scheduler',
      trustProxy: false,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
    });
    expect(config.clientDir).toBe(join(process.cwd(), 'dist'));
    expect(config.smtp).toEqual(NO_SMTP);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      JWT_SECRET: 'x'.repeat(40),
      ACCESS_TOKEN_TTL: '600',
      REFRESH_TOKEN_TTL: '7200',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'Secret!234',
      SCHEDULE_ADMIN_USERNAME: 'planner',
      SCHEDULE_ADMIN_PASSWORD: 'Plan!2345',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'mailer',
      SMTP_PASS: 'pw',
      SMTP_FROM: '청년안심주택 <no-reply@example.com>',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://house.example.kr/',
      LOG_LEVEL: 'debug',
      CLIENT_DIR: join(dataDir, 'client'),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/app',
      jwtSecret: 'x'.repeat(40),
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 7200,
      adminUsername: 'boss',
      adminPassword: 'Secret!234',
      scheduleAdminUsername: 'planner',
      scheduleAdminPassword: 'Plan!2345',
      smtp: { host: 'smtp.example.com', port: 465, secure: true, user: 'mailer', pass: 'pw' },
      trustProxy: 1,
      logLevel: 'debug',
      clientDir: join(dataDir, 'client'),
      publicUrl: 'https://house.example.kr',
    });
  });

  it('throws one clear error naming every bad variable', () => {
    const bad = () =>
      loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT="eighty": must be a whole number/);
    expect(bad).toThrow(/DATABASE_URL="mysql:\/\/x": must start with postgres:\/\//);
    expect(bad).toThrow(/TRUST_PROXY="maybe"/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow(
      /PORT="70000": must be at most 65535/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, and refuses a bare true', () => {
    const trustProxy = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('10.0.0.0/8, 192.168.1.7 ,::1,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'loopback',
    ]);
    for (const bare of ['true', 'yes', 'TRUE']) {
      const start = () => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: bare });
      expect(start, bare).toThrow(ConfigError);
      // the message says what to write instead
      expect(start, bare).toThrow(/TRUST_PROXY=.*number of proxies.*TRUST_PROXY=1.*10\.0\.0\.0\/8/s);
    }
    for (const bad of ['10.0.0.300', '10.0.0.0/33', 'proxy.example', '-1', '1.5']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: bad }), bad).toThrow(
        new RegExp(`TRUST_PROXY=${JSON.stringify(bad).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
      );
    }
  });

  it('takes PUBLIC_URL as an http(s) origin and refuses anything else', () => {
    const publicUrl = (value: string, port?: string) =>
      loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: value, ...(port ? { PORT: port } : {}) }).publicUrl;
    expect(publicUrl('https://House.Example.kr')).toBe('https://house.example.kr');
    expect(publicUrl('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(publicUrl('', '8081')).toBe('http://localhost:8081');
    for (const bad of [
      'house.example.kr',
      'ftp://house.example.kr',
      'https://house.example.kr/site',
      'https://house.example.kr/?a=1',
      'https://user:pw@house.example.kr',
    ]) {
      expect(() => publicUrl(bad), bad).toThrow(ConfigError);
      expect(() => publicUrl(bad), bad).toThrow(/PUBLIC_URL=/);
    }
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '', ADMIN_PASSWORD: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
  });

  it('generates a JWT secret once, keeps it owner-only in the data dir and reuses it', async () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    const file = join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    // JWT_SECRET wins over the file
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(32) }).jwtSecret).toBe('y'.repeat(32));
  });

  it('resolves a relative DATA_DIR to an absolute path', () => {
    const config = loadConfig({ DATA_DIR: 'data', JWT_SECRET: 'z'.repeat(32) });
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
  });
});
