// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplicationFormPage } from '#src/site/application/pages/ApplicationFormPage.tsx';
import { renderSite } from './helpers.tsx';
import { completeValues, draft, publicApi, scriptedApi, settle } from './application-fixtures.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('areas in the application form', () => {
  it('offers each unit type with its exclusive area to two decimals, as the spec and the unit page write it', async () => {
    draft('details', completeValues());
    renderSite(<ApplicationFormPage />, {
      entries: ['/form/application'],
      client: scriptedApi(publicApi()).client,
    });
    await settle();
    const options = Array.from((screen.getByLabelText(/희망 주택형/) as HTMLSelectElement).options).map(
      (o) => o.textContent,
    );
    expect(options).toEqual(
      expect.arrayContaining([
        '25A형 (전용 20.17㎡)',
        '25B형 (전용 20.40㎡)',
        '52A형 (전용 41.25㎡)',
        '52B형 (전용 42.17㎡)',
      ]),
    );
  });
});
