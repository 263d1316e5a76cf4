import { Menu } from 'react-admin';
import { CONSOLE_RESOURCES } from './resources.ts';

/**
 * Only the pages that exist and that this manager may open: the dashboard, then each registered resource;
 * `Menu.ResourceItem` asks `authProvider.canAccess` and renders nothing when the answer is no.
 * Pages of SPEC § 2 not built yet are left out rather than shown as dead links.
 */
export function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      {CONSOLE_RESOURCES.map((name) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
    </Menu>
  );
}
