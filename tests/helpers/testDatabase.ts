import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own: `CREATE DATABASE t_<random>` on the test server (or on `adminUrl`, the bench's),
 * copied from `template` when given (a migrated database: tests/helpers/databaseTemplates.ts), dropped by
 * `drop()`.
 */
export async function createTestDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
