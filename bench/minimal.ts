import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The second yardstick of `npm run bench` (docs/decisions/0035-performance-yardsticks.md § The rush): the
 * minimal correct submit, in its own process as the app server is. It takes the application's JSON and
 * stores it with one `INSERT … ON CONFLICT DO NOTHING` into `minimal_applications`, a copy of
 * `applications` with the same unique indexes (`LIKE … INCLUDING ALL`), through `pg` with synchronous
 * commit and the app server's pool size (DATABASE_POOL_MAX, default 20). Nothing else: no validation, no
 * window, no idempotency record, no outbox, no group commit. 201 with the new id, 409 when an index refused
 * it. It prints its port.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('minimal: DATABASE_URL is not set');
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: Number(process.env.DATABASE_POOL_MAX ?? 20),
  // the server's default too; said here so the yardstick cannot drift to the cheaper asynchronous commit
  options: '-c synchronous_commit=on',
  // kept open between runs: a backend that exits takes its CPU ticks with it and bench/cpu.ts's sums drop
  idleTimeoutMillis: 0,
});
pool.on('error', () => {});
await pool.query('create table if not exists minimal_applications (like applications including all)');

interface Body {
  kind: string;
  scheduleId: string;
  name: string;
  phone: string;
  birth: string;
  email?: string | null;
  terms?: string[];
}

const INSERT = `insert into minimal_applications
  (schedule_id, kind, receipt_no, identity_key, name, phone, birth, email, terms)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
  on conflict do nothing
  returning id`;

const app = Fastify({ logger: false });
app.post('/', async (request, reply) => {
  const body = request.body as Body;
  const result = await pool.query<{ id: string }>(INSERT, [
    body.scheduleId,
    body.kind,
    // the real receipt number is random too (no counter row to queue on)
    `M-${randomBytes(6).toString('hex')}`,
    // one person per round: the plain identity, where the server keeps its HMAC
    `${body.name}|${body.birth}|${body.phone}`,
    body.name,
    body.phone,
    body.birth,
    body.email ?? null,
    body.terms ?? [],
  ]);
  const id = result.rows[0]?.id;
  if (!id) return reply.code(409).send({ message: 'already applied' });
  return reply.code(201).send({ application: { _id: id } });
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`minimal listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
