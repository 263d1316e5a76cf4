import { createHash } from 'node:crypto';
import { isCalendarDate } from '#domain/format.ts';
import type { CertIdentity, CertProvider } from './provider.ts';

/**
 * The built-in provider (default and tests): the request page renders a form that plays the
 * provider's window, with KCP's field names (user_name, phone_no, birth_day, sex_code, local_code,
 * res_cd), and posts it to the response URL. It proves nothing more than typing name + phone + birth
 * does, so it grants nothing more either; production sets CERT_PROVIDER=kcp.
 */
export const simulatorProvider: CertProvider = {
  name: 'simulator',
  async start() {
    return { kind: 'simulator' };
  },
  async complete(post) {
    if (post.res_cd !== '0000') return { ok: false, reason: 'cancelled' };
    const identity = simulatedIdentity(post);
    return identity ? { ok: true, identity } : { ok: false, reason: 'failed' };
  },
};

export function simulatedIdentity(post: Record<string, string>): CertIdentity | null {
  const name = (post.user_name ?? '').normalize('NFC').trim();
  const phone = (post.phone_no ?? '').replace(/\D/g, '');
  const birth = (post.birth_day ?? '').trim();
  if (!name || name.length > 50 || !/^\d{10,11}$/.test(phone) || !isCalendarDate(birth)) return null;
  return {
    name,
    phone,
    birth,
    gender: post.sex_code === '01' ? 'MALE' : post.sex_code === '02' ? 'FEMALE' : null,
    foreigner: post.local_code === '02' ? true : post.local_code === '01' ? false : null,
    // stands in for KCP's DI: one constant value per person
    di: `SIM${createHash('sha256').update(`${name}|${birth}|${phone}`).digest('base64')}`,
  };
}
