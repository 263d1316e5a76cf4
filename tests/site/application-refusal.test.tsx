// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplicationFormPage } from '#src/site/application/pages/ApplicationFormPage.tsx';
import { renderSite } from './helpers.tsx';
import {
  button,
  click,
  completeValues,
  draft,
  json,
  publicApi,
  scriptedApi,
  settle,
} from './application-fixtures.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const badge = () => document.querySelector('.ap-window .ap-badge')!;

describe('a write refused by the window updates the banner', () => {
  it('shows the state the 403 names at once, even while the rounds read again still say open', async () => {
    draft('review', completeValues());
    // the rounds' answer stays "open", as a cache on the way would have it
    const api = scriptedApi(
      {
        ...publicApi(),
        'POST /api/v1/application': () =>
          json(403, {
            message: '관리자가 접수를 중지했습니다',
            code: 'applicationStopped',
            state: 'stopped',
          }),
      },
      () => {},
    );
    renderSite(<ApplicationFormPage />, { entries: ['/form/application'], client: api.client });
    await settle();
    expect(badge().textContent).toBe('접수 중');

    await click(button('청약 신청서 제출'));
    expect(badge().textContent).toBe('접수 중지');
    expect(badge().className).toContain('is-stopped');
    expect(document.querySelector('.ap-window-message')!.textContent).toBe('관리자가 접수를 중지했습니다');
    expect(button('청약 신청서 제출').hasAttribute('disabled')).toBe(true);
    expect(api.calls.filter((c) => c.path === '/api/v1/application/schedules').length).toBe(2);
  });

  it('a 403 that names no window state (an expired proof) leaves the banner as the rounds say', async () => {
    draft('review', completeValues());
    const api = scriptedApi(
      {
        ...publicApi(),
        'POST /api/v1/application': () =>
          json(403, { message: '본인 확인이 필요합니다', code: 'applicantProofRequired' }),
      },
      () => {},
    );
    renderSite(<ApplicationFormPage />, { entries: ['/form/application'], client: api.client });
    await settle();
    await click(button('청약 신청서 제출'));
    expect(badge().textContent).toBe('접수 중');
  });
});
