import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import type { ConsoleOrder } from '#domain/schemas/shopOrder.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';

export const ORDERS = consoleResource('shopOrders');
export const ORDERS_API = `/api/console/${ORDERS.api}`;
/** The orders' label keys: `resources.shop/orders.…`. */
export const R = `resources.${ORDERS.name}`;

/**
 * The order's moves and refunds on the console's one HTTP client: each answers the changed order; the page
 * reloads it, and a refusal (409: not from this state) is shown as the server words it.
 */
export function useOrderApi() {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = async (id: string, path: string, body?: object): Promise<boolean> => {
    try {
      await dp.send<{ order: ConsoleOrder }>('POST', `${ORDERS_API}/${id}/${path}`, body ?? {});
      notify(`${R}.action.done`, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
      const detail = Object.values(body?.errors ?? {})[0];
      notify(detail ?? body?.message ?? 'ra.notification.http_error', { type: 'error' });
      return false;
    }
  };
  return { run, dp };
}
