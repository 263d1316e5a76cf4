import { eq } from 'drizzle-orm';
import { SCOPES, type Scope } from '#domain/scopes.ts';
import type { Config } from '../config.ts';
import { generatePassword } from '../services/auth/passwords.ts';
import { createUser } from '../services/auth/users.ts';
import type { Db } from './index.ts';
import { users } from './schema/auth.ts';

interface SeedAccount {
  username: string;
  password: string | undefined;
  scope: readonly Scope[];
  name: string;
  variable: string;
}

/**
 * Creates the first console accounts when they are missing (an existing account is never touched):
 * the first manager with every scope, and the schedules manager (`/console/schedules` is allowed only
 * to that username, docs/design.md § Scopes) with the basic one.
 *
 * A password that is not configured is generated and shown once through `log`. The secondary password
 * (subPassword) starts equal to the password; the manager changes both on the password page.
 */
export async function seedManagers(db: Db, config: Config, log: (msg: string) => void): Promise<void> {
  const accounts: SeedAccount[] = [
    {
      username: config.adminUsername,
      password: config.adminPassword,
      scope: SCOPES,
      name: '관리자',
      variable: 'ADMIN_PASSWORD',
    },
    {
      username: config.scheduleAdminUsername,
      password: config.scheduleAdminPassword,
      scope: ['manager'],
      name: '일정 관리자',
      variable: 'SCHEDULE_ADMIN_PASSWORD',
    },
  ];
  for (const account of accounts) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, account.username));
    if (existing) continue;
    const password = account.password ?? generatePassword();
    const created = await createUser(db, {
      username: account.username,
      password,
      type: 'MANAGER',
      scope: account.scope,
      name: account.name,
    });
    // null: another instance created it meanwhile, with its own password (and printed that one).
    if (created && account.password === undefined) log(box(account.username, password, account.variable));
  }
}

function box(username: string, password: string, variable: string): string {
  const text = `First start: console login ${username} / ${password} — shown only now; set ${variable} to choose it (the secondary password is the same until changed)`;
  const line = '═'.repeat(text.length + 2);
  return `\n╔${line}╗\n║ ${text} ║\n╚${line}╝\n`;
}
