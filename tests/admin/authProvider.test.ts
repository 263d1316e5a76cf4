import { describe, expect, it } from 'vitest';
import { readClaims, sessionTokenStore } from '#src/api/tokens.ts';
import { createAuthProvider, createConsoleClient, decideAccess } from '#src/authProvider/index.ts';
import { CONSOLE_CUSTOM_PAGES, CONSOLE_RESOURCES } from '#domain/consoleResources.ts';
import { SCOPES } from '#domain/scopes.ts';
import { accessToken, fakeFetch, json, memoryStorage, type Handler } from './fakeFetch.ts';

const claimsOf = (scope: string[], type = 'MANAGER', username = 'kim') =>
  readClaims(accessToken({ username, scope, type }));

describe('decideAccess', () => {
  it('needs type MANAGER and the page scope (docs/spec.md § 6)', () => {
    expect(decideAccess(claimsOf(['centerNotifications']), 'center/notifications', false)).toBe(true);
    expect(decideAccess(claimsOf(['manager', 'centerFaqs']), 'center/notifications', false)).toBe(false);
    expect(decideAccess(claimsOf(['centerNotifications'], 'PERSON'), 'center/notifications', false)).toBe(
      false,
    );
    expect(decideAccess(null, 'center/notifications', false)).toBe(false);
  });

  it('maps every console page of docs/spec.md § 2 to its scope', () => {
    const cases: [string, string][] = [
      ['manager', 'manager'],
      ['center/faqs', 'centerFaqs'],
      ['center/downloads', 'centerDownloads'],
      ['terms', 'terms'],
      ['registration', 'registration'],
      ['application', 'application'],
      ['logs', 'manager'],
      ['popups', 'popups'],
      ['setting', 'manager'],
      ['password', 'manager'],
      ['dashboard', 'manager'],
    ];
    for (const [resource, scope] of cases) {
      expect(decideAccess(claimsOf([scope]), resource, false), resource).toBe(true);
      const others = SCOPES.filter((s) => s !== scope);
      expect(decideAccess(claimsOf([...others]), resource, false), `${resource} without ${scope}`).toBe(
        false,
      );
    }
  });

  it('opens every page of domain/consoleResources.ts to its scope alone', () => {
    for (const page of [...CONSOLE_RESOURCES, ...CONSOLE_CUSTOM_PAGES]) {
      if (page.scope === 'scheduleAdmin') continue; // the next test
      expect(decideAccess(claimsOf([page.scope]), page.name, false), page.name).toBe(true);
    }
  });

  it('lets only the schedules administrator open schedules, whatever the scopes', () => {
    expect(decideAccess(claimsOf([...SCOPES]), 'schedules', false)).toBe(false);
    expect(decideAccess(claimsOf(['manager']), 'schedules', true)).toBe(true);
  });

  it('refuses unknown resources', () => {
    expect(decideAccess(claimsOf([...SCOPES]), 'auction/paddles', true)).toBe(false);
  });
});

function setup(
  options: {
    scope?: string[];
    type?: string;
    loggedIn?: boolean;
    handlers?: Handler[];
  } = {},
) {
  const { fetch, requests } = fakeFetch(...(options.handlers ?? []));
  const alerts: string[] = [];
  const tokens = sessionTokenStore(memoryStorage());
  if (options.loggedIn !== false) {
    tokens.set({
      accessToken: accessToken({
        username: 'kim',
        scope: options.scope ?? ['manager'],
        type: options.type ?? 'MANAGER',
      }),
      refreshToken: 'r1',
    });
  }
  const client = createConsoleClient({ fetch, tokens, alert: (m) => alerts.push(m) });
  const authProvider = createAuthProvider(client);
  return { authProvider, tokens, requests, alerts };
}

describe('authProvider', () => {
  it('checkAuth rejects silently without a session (docs/spec.md § 6: pass to the login, no alert)', async () => {
    const { authProvider } = setup({ loggedIn: false });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('checkAuth accepts a manager and refuses a member token', async () => {
    await expect(setup().authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(setup({ type: 'PERSON' }).authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('checkError: 401 renews once, else logs out; 403 keeps the session', async () => {
    let renewals = 0;
    const ok = setup({
      handlers: [
        (r) => {
          if (r.url.pathname !== '/api/auth/accessToken') return undefined;
          renewals += 1;
          return json(200, {
            accessToken: accessToken({ username: 'kim', scope: ['manager'] }),
            refreshToken: 'r2',
          });
        },
      ],
    });
    await expect(ok.authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(renewals).toBe(1);

    const failing = setup({
      handlers: [
        (r) => (r.url.pathname === '/api/auth/accessToken' ? json(401, { message: 'x' }) : undefined),
      ],
    });
    await expect(failing.authProvider.checkError({ status: 401 })).rejects.toEqual({ message: false });
    await expect(failing.authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(failing.authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('getPermissions and getIdentity come from the token', async () => {
    const { authProvider } = setup({ scope: ['manager', 'centerNotifications'] });
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['manager', 'centerNotifications']);
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 'kim', username: 'kim' });
  });

  it('canAccess follows the scopes and asks the server once (GET /api/console/me) about schedules', async () => {
    const me =
      (scheduleAdmin: boolean): Handler =>
      (r) =>
        r.url.pathname === '/api/console/me'
          ? json(200, { user: { _id: 'u1', username: 'kim', name: null, scope: ['manager'], scheduleAdmin } })
          : undefined;
    const admin = setup({ scope: ['manager'], handlers: [me(true)] });
    const can = (resource: string, action = 'list') => admin.authProvider.canAccess!({ resource, action });
    await expect(can('center/notifications')).resolves.toBe(false);
    await expect(can('schedules')).resolves.toBe(true);
    await expect(can('schedules', 'edit')).resolves.toBe(true);
    expect(admin.requests.filter((r) => r.url.pathname === '/api/console/me')).toHaveLength(1);

    const other = setup({ scope: [...SCOPES], handlers: [me(false)] });
    await expect(other.authProvider.canAccess!({ resource: 'schedules', action: 'list' })).resolves.toBe(
      false,
    );
    expect(other.alerts).toEqual([]);
  });

  it("login throws the server's localized message (401, 429)", async () => {
    const keys = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const key = await crypto.subtle.exportKey('jwk', keys.publicKey);
    const answers = [
      json(401, { message: '아이디 또는 비밀번호가 일치하지 않습니다', code: 'invalidCredentials' }),
      json(429, {
        message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요',
        code: 'tooManyLoginAttempts',
      }),
    ];
    const { authProvider, tokens } = setup({
      loggedIn: false,
      handlers: [
        (r) => (r.url.pathname === '/api/auth/key' ? json(200, { key }) : undefined),
        (r) => (r.url.pathname === '/api/auth/refreshToken' ? answers.shift() : undefined),
      ],
    });
    await expect(authProvider.login({ username: 'kim', password: 'wrong!123' })).rejects.toThrow(
      '아이디 또는 비밀번호가 일치하지 않습니다',
    );
    await expect(authProvider.login({ username: 'kim', password: 'wrong!123' })).rejects.toThrow(
      '로그인 시도가 너무 많습니다',
    );
    expect(tokens.get()).toBeNull();
  });

  it('login refuses a member account', async () => {
    const keys = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const key = await crypto.subtle.exportKey('jwk', keys.publicKey);
    const { authProvider, tokens } = setup({
      loggedIn: false,
      handlers: [
        (r) => (r.url.pathname === '/api/auth/key' ? json(200, { key }) : undefined),
        (r) =>
          r.url.pathname === '/api/auth/refreshToken'
            ? json(200, {
                accessToken: accessToken({ username: 'lee', scope: [], type: 'PERSON' }),
                refreshToken: 'p1',
              })
            : undefined,
        (r) => (r.url.pathname === '/api/auth/logout' ? json(204, null) : undefined),
      ],
    });
    await expect(authProvider.login({ username: 'lee', password: 'Secret!123' })).rejects.toThrow(
      '접근권한이 없습니다',
    );
    expect(tokens.get()).toBeNull();
  });

  it('logout revokes the session on the server and clears it', async () => {
    const { authProvider, tokens, requests } = setup({
      handlers: [(r) => (r.url.pathname === '/api/auth/logout' ? json(204, null) : undefined)],
    });
    await authProvider.logout({});
    expect(tokens.get()).toBeNull();
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /api/auth/logout']);
  });
});
