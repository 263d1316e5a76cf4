import { and, arrayContains, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import { checkGrant, type GrantChange } from '#domain/grants.ts';
import { maskEmail, maskName, maskPhone } from '#domain/masking.ts';
import type { Manager, ManagerCreate, ManagerUpdate } from '#domain/schemas/manager.ts';
import { SCOPE_LABELS } from '#domain/scopeLabels.ts';
import { isScope, type Scope } from '#domain/scopes.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { digitsOf, searchIn } from '../http/list.ts';
import { recordAccess } from './audit.ts';
import { revokeUserSessions } from './auth/sessions.ts';
import { createUser, type UserRow } from './auth/users.ts';
import { paged, type CellValue, type XlsxColumn } from './export.ts';

/**
 * Manager accounts (`/console/manager`): list, export, create, change rights, lock. Names, e-mails and
 * phones are personal data: masked unless the route has the secondary-password proof
 * (docs/decisions/0007-personal-data-and-access-log.md). Every create, rights change and lock is checked
 * against domain/grants.ts (403 with the reason) and writes an access-log row in the same transaction as the
 * change.
 */

/** The access log's name for these records. */
export const MANAGER_SUBJECT = 'managers';

export const MANAGER_SORTS = ['createdAt', 'username', 'locked'] as const;
export type ManagerSort = (typeof MANAGER_SORTS)[number];

export interface ManagerFilter {
  /** Searches the username and the name. */
  q?: string | undefined;
  /** Managers holding this scope. */
  scope?: Scope | undefined;
  locked?: boolean | undefined;
}

export interface ManagerOrder {
  sort?: ManagerSort | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

/** Who does it, from where: the access log's actor, with the scopes they hold now (domain/grants.ts). */
export interface Actor {
  _id: string;
  username: string;
  ip: string;
  scope: readonly string[];
}

/** The accounts nobody else may lock, demote, reset or delete (docs/design.md § Grants). */
export function protectedManagers(config: Pick<Config, 'adminUsername' | 'scheduleAdminUsername'>): string[] {
  return [config.adminUsername, config.scheduleAdminUsername];
}

/** 403 with the reason when `actor` may not make `change`. */
function assertGrant(actor: Actor, change: GrantChange, protectedUsernames: readonly string[]): void {
  const refusal = checkGrant({ username: actor.username, scopes: actor.scope }, change, protectedUsernames);
  if (refusal) throw new HttpError(403, refusal);
}

function where(filter: ManagerFilter): SQL | undefined {
  return and(
    eq(users.type, 'MANAGER'),
    searchIn(filter.q, users.username, users.name, digitsOf(users.phone)),
    filter.scope ? arrayContains(users.scope, [filter.scope]) : undefined,
    filter.locked === undefined ? undefined : eq(users.locked, filter.locked),
  );
}

const SORT_COLUMNS = { createdAt: users.createdAt, username: users.username, locked: users.locked } as const;

function orderBy(o: ManagerOrder): SQL[] {
  const direction = o.order === 'ASC' ? asc : desc;
  return [direction(SORT_COLUMNS[o.sort ?? 'createdAt']), desc(users.createdAt), asc(users.id)];
}

/** Masked unless `reveal` (the route has checked the secondary-password proof and logs the reveal). */
function toManager(row: UserRow, protectedUsernames: readonly string[], reveal = false): Manager {
  const shown = (value: string | null, mask: (v: string) => string) =>
    !value ? '' : reveal ? value : mask(value);
  return {
    _id: row.id,
    username: row.username,
    name: shown(row.name, maskName),
    email: shown(row.email, maskEmail),
    phone: shown(row.phone, maskPhone),
    scope: row.scope.filter(isScope),
    locked: row.locked,
    protected: protectedUsernames.includes(row.username),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function selectRows(db: Db, filter: ManagerFilter, o: ManagerOrder, limit: number, offset: number) {
  return db
    .select()
    .from(users)
    .where(where(filter))
    .orderBy(...orderBy(o))
    .limit(limit)
    .offset(offset);
}

export async function countManagers(db: Db, filter: ManagerFilter): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(users).where(where(filter));
  return counted?.total ?? 0;
}

export async function listManagers(
  db: Db,
  query: ManagerFilter & ManagerOrder & { limit: number; offset: number; reveal?: boolean },
  protectedUsernames: readonly string[],
): Promise<{ managers: Manager[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectRows(db, query, query, query.limit, query.offset),
    countManagers(db, query),
  ]);
  return { managers: rows.map((row) => toManager(row, protectedUsernames, query.reveal)), total };
}

/** Every matching manager in clear, 1,000 at a time (for the export, which needs the proof). */
export async function* eachManager(
  db: Db,
  filter: ManagerFilter,
  o: ManagerOrder,
  protectedUsernames: readonly string[],
): AsyncGenerator<Manager> {
  yield* paged(async (offset, limit) =>
    (await selectRows(db, filter, o, limit, offset)).map((row) => toManager(row, protectedUsernames, true)),
  );
}

async function findManagerRow(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, 'MANAGER')));
  return row;
}

export async function getManager(
  db: Db,
  id: string,
  reveal: boolean,
  protectedUsernames: readonly string[],
): Promise<Manager | null> {
  const row = await findManagerRow(db, id);
  return row ? toManager(row, protectedUsernames, reveal) : null;
}

const scopeText = (scope: readonly string[]) => scope.filter(isScope).join(',');

/** 403 beyond the actor's own scopes (domain/grants.ts); 409 with a field error when the username is taken. */
export async function createManager(
  db: Db,
  input: ManagerCreate,
  actor: Actor,
  protectedUsernames: readonly string[],
): Promise<Manager> {
  assertGrant(actor, { action: 'create', username: input.username, scopes: input.scope }, protectedUsernames);
  return db.transaction(async (tx) => {
    const created = await createUser(tx, { ...input, type: 'MANAGER' });
    if (!created) throw new HttpError(409, 'conflict', { username: 'usernameTaken' });
    await recordAccess(tx, {
      actor,
      ip: actor.ip,
      action: 'create',
      subjectType: MANAGER_SUBJECT,
      subjectId: created.id,
      subjectLabel: created.username,
      detail: `scope=${scopeText(created.scope)}`,
    });
    return toManager(created, protectedUsernames);
  });
}

/**
 * Changes a manager's rights and lock, each change checked against domain/grants.ts (403 with the reason,
 * nothing changed): nobody changes their own, and the protected accounts are not locked or demoted by anyone
 * else. The rule reads the target as it is inside the transaction, under its row lock. A lock ends every
 * login of the locked manager.
 */
export async function updateManager(
  db: Db,
  id: string,
  input: ManagerUpdate,
  actor: Actor,
  protectedUsernames: readonly string[],
): Promise<Manager | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.type, 'MANAGER')))
      .for('update');
    if (!before) return null;
    const target = { username: before.username, scopes: before.scope.filter(isScope) };
    assertGrant(actor, { action: 'scopes', target, scopes: input.scope }, protectedUsernames);
    if (before.locked !== input.locked) {
      assertGrant(actor, { action: input.locked ? 'lock' : 'unlock', target }, protectedUsernames);
    }
    const [after] = await tx
      .update(users)
      .set({ scope: [...input.scope], locked: input.locked })
      .where(eq(users.id, id))
      .returning();
    if (!after) return null;
    const entry = {
      actor,
      ip: actor.ip,
      subjectType: MANAGER_SUBJECT,
      subjectId: id,
      subjectLabel: after.username,
    };
    if (scopeText(before.scope) !== scopeText(after.scope)) {
      await recordAccess(tx, {
        ...entry,
        action: 'permission',
        detail: `scope: ${scopeText(before.scope)} → ${scopeText(after.scope)}`,
      });
    }
    if (before.locked !== after.locked) {
      await recordAccess(tx, {
        ...entry,
        action: 'permission',
        detail: after.locked ? 'locked' : 'unlocked',
      });
      if (after.locked) await revokeUserSessions(tx, id);
    }
    return toManager(after, protectedUsernames);
  });
}

/** The export's columns (Korean headers) and one row of them. */
export const MANAGER_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '아이디', width: 18 },
  { header: '이름', width: 12 },
  { header: '이메일', width: 28 },
  { header: '연락처', width: 16 },
  { header: '권한', width: 60 },
  { header: '잠금', width: 8 },
  { header: '등록일시', width: 21 },
];

export function managerExportRow(m: Manager, index: number): CellValue[] {
  return [
    index + 1,
    m.username,
    m.name,
    m.email,
    m.phone,
    m.scope.map((s) => SCOPE_LABELS[s].ko).join(', '),
    m.locked ? 'Y' : 'N',
    formatDateTime(m.createdAt),
  ];
}
