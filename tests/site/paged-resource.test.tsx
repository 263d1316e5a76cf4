// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Loaded } from '#src/site/ui/Status.tsx';
import { usePagedResource } from '#src/site/ui/useResource.ts';
import { fakeFetch, flush, renderSite, testClient } from './helpers.tsx';

afterEach(cleanup);

function Entries() {
  const res = usePagedResource<{ entries: string[] }>('/api/v1/me/things', 20);
  return (
    <Loaded res={res}>
      {(data) => (
        <p>
          page {res.page}: {data.entries.join(', ')}
        </p>
      )}
    </Loaded>
  );
}

describe('a member’s paged list', () => {
  it('reads the page the address names, and shows what it holds once it is there', async () => {
    const f = fakeFetch({ '/api/v1/me/things': { entries: ['a', 'b'] } });
    renderSite(<Entries />, { entries: ['/mypage/things?page=3'], client: testClient(f) });
    expect(document.querySelector('.state-box .spinner')).toBeTruthy();
    await flush();
    expect(screen.getByText('page 3: a, b')).toBeTruthy();
    expect(f.calls[0]!.url).toContain('/api/v1/me/things?page=3&limit=20');
  });

  it('starts at page 1 for a page that is not a number, and offers a retry when the read fails', async () => {
    const f = fakeFetch({});
    renderSite(<Entries />, { entries: ['/mypage/things?page=x'], client: testClient(f) });
    await flush();
    expect(f.calls[0]!.url).toContain('?page=1&limit=20');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button')).toBeTruthy();
  });
});
