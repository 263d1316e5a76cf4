import { randomUUID } from 'node:crypto';
import { applicationOf, pdfOf } from '../tests/helpers/rush.ts';
import { memoryOf } from '../tests/helpers/server.ts';

/**
 * `count` applicants upload a `bytes`-byte PDF each, all at once, while the server's resident memory is
 * sampled from /proc: the growth is the highest RSS seen minus the RSS before. Streaming to storage
 * keeps it flat; buffering would add count × bytes.
 */
export async function uploads(options: {
  base: string;
  pid: number;
  scheduleId: string;
  count: number;
  bytes: number;
  firstApplicant: number;
}): Promise<{ growth: number; baseline: number; peak: number; ok: number; seconds: number }> {
  const holders: { id: string; token: string }[] = [];
  for (let i = 0; i < options.count; i++) {
    const res = await fetch(`${options.base}/api/v1/application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(applicationOf(options.scheduleId, options.firstApplicant + i)),
    });
    if (res.status !== 201) throw new Error(`uploads: submit → ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { application: { _id: string }; applicantToken: string };
    holders.push({ id: body.application._id, token: body.applicantToken });
  }

  const pdf = new Blob([new Uint8Array(pdfOf(options.bytes))], { type: 'application/pdf' });
  const baseline = (await memoryOf(options.pid))?.rss ?? 0;
  let peak = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await memoryOf(options.pid);
      if (now) peak = Math.max(peak, now.rss);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();

  const started = performance.now();
  const statuses = await Promise.all(
    holders.map(async ({ id, token }) => {
      const form = new FormData();
      form.append('name', 'income');
      form.append('upload', pdf, '소득증빙.pdf');
      const res = await fetch(`${options.base}/api/v1/application/${id}/upload`, {
        method: 'POST',
        headers: { 'x-applicant-token': token },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  return {
    growth: peak - baseline,
    baseline,
    peak,
    ok: statuses.filter((s) => s === 201).length,
    seconds,
  };
}
