import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';

// app.config and app.db are decorated in server/app.ts#buildApp; routes and services read them from there.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export {};
