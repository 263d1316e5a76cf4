import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSchema } from '#domain/schemas/account.ts';
import { SCOPES } from '#domain/scopes.ts';
import type { Config } from '#server/config.ts';
import { users } from '#server/db/schema/auth.ts';
import { seedManagers } from '#server/db/seedManagers.ts';
import { generatePassword, isStrongPassword } from '#server/services/auth/passwords.ts';
import { createTestApp } from '../helpers/app.ts';
import { login } from '../helpers/auth.ts';

let app: FastifyInstance;
let config: Config;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, config, close } = await createTestApp());
});
afterAll(() => close());

describe('seedManagers', () => {
  it('creates missing managers with a generated password shown once, and leaves existing ones alone', async () => {
    const lines: string[] = [];
    const fresh = {
      ...config,
      adminUsername: 'chief',
      adminPassword: undefined,
      scheduleAdminUsername: 'rounds',
      scheduleAdminPassword: 'Rounds!2345',
    };
    await seedManagers(app.db, fresh, (line) => lines.push(line));
    expect(lines).toHaveLength(1); // the configured password is not printed
    const match = /console login chief \/ (\S+) — shown only now; set ADMIN_PASSWORD/.exec(lines[0]!);
    expect(match).not.toBeNull();
    const password = match![1]!;
    expect(isStrongPassword(password)).toBe(true);

    const [chief] = await app.db.select().from(users).where(eq(users.username, 'chief'));
    expect(chief).toMatchObject({ type: 'MANAGER', locked: false });
    expect([...chief!.scope].sort()).toEqual([...SCOPES].sort());
    expect(chief!.subPasswordHash).toMatch(/^\$argon2id\$/);
    const [rounds] = await app.db.select().from(users).where(eq(users.username, 'rounds'));
    expect(rounds!.scope).toEqual(['manager']);

    await login(app, 'chief', password);
    await login(app, 'rounds', 'Rounds!2345');

    // a second start: nothing printed, nothing changed
    const again: string[] = [];
    await seedManagers(app.db, { ...fresh, scheduleAdminPassword: 'Other!2345' }, (line) => again.push(line));
    expect(again).toHaveLength(0);
    const [after] = await app.db.select().from(users).where(eq(users.username, 'chief'));
    expect(after!.passwordHash).toBe(chief!.passwordHash);
    await login(app, 'rounds', 'Rounds!2345');
  });

  it('generates passwords that satisfy the docs/spec.md § 5 rules of the forms', () => {
    for (let i = 0; i < 300; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(passwordSchema.safeParse(password).success, password).toBe(true);
    }
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });
});
