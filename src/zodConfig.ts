// The pages' Content-Security-Policy has no 'unsafe-eval'. zod compiles a fast object parser with
// `new Function` when it may, and probes that once; under the policy the probe is a reported violation
// (e2e/bundle.spec.ts). Its interpreted parser gives the same results, so the browser never tries.
// zod reads its settings from this global when its core loads (zod/v4/core/core.js) and a schema reads
// `jitless` when it is built, so this runs first in the entry; setting it here instead of through
// `z.config` keeps zod's core out of the entry chunk, which `/` would otherwise load for nothing.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
