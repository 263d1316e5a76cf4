import { useApiData } from '../api.tsx';
import type { Setting } from '../types.ts';

/** GET /api/v1/setting, read by the footer, the home's contact block and the info pages. */
export function useSetting(): Setting | undefined {
  return useApiData<{ setting: Setting }>('/api/v1/setting').data?.setting;
}
