import Fastify from 'fastify';

/**
 * The yardstick of `npm run bench`: a bare Fastify server in its own process, as the app server is,
 * answering `GET /` and `POST /` (JSON body parsed) with a small JSON object. It prints its port.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
app.post('/', async (request) => ({ ok: true, got: typeof request.body }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`bare listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
