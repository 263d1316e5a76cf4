import { ListSubheader } from '@mui/material';
import {
  Menu,
  useBasename,
  useCanAccessResources,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import {
  CONSOLE_CUSTOM_PAGES,
  CONSOLE_RESOURCES,
  MENU_GROUPS,
  type ConsoleCustomPageName,
} from '#domain/consoleResources.ts';
import { CONSOLE_PAGE_VIEWS } from './pages.tsx';

const isCustomPage = (name: string): name is ConsoleCustomPageName =>
  CONSOLE_CUSTOM_PAGES.some((page) => page.name === name);

/** Each menu group's items in the table's order: its resources, then its pages of their own. */
const GROUPS = MENU_GROUPS.map((group) => ({
  key: group,
  items: [...CONSOLE_RESOURCES, ...CONSOLE_CUSTOM_PAGES]
    .filter((page) => page.group === group)
    .map((page): string => page.name),
}));
const ALL = GROUPS.flatMap((group) => group.items);

function PageItem({ name }: { name: ConsoleCustomPageName }) {
  const translate = useTranslate();
  const basename = useBasename();
  const Icon = CONSOLE_PAGE_VIEWS[name].icon;
  return (
    <Menu.Item
      to={`${basename}/${name}`}
      primaryText={translate(`resources.${name}.name`)}
      leftIcon={<Icon />}
    />
  );
}

/**
 * Only the pages that exist and that this manager may open (authProvider.canAccess), grouped by area as
 * domain/consoleResources.ts declares them; a group whose items the manager may not open is left out whole.
 * Group titles show only while the sidebar is open.
 */
export function ConsoleMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const definitions = useResourceDefinitions();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: ALL });
  const visible = (name: string) =>
    canAccess?.[name] === true && (isCustomPage(name) || definitions[name] !== undefined);
  const item = (name: string) =>
    isCustomPage(name) ? <PageItem key={name} name={name} /> : <Menu.ResourceItem key={name} name={name} />;

  const groups = GROUPS.map((group) => ({ ...group, items: group.items.filter(visible) })).filter(
    (group) => group.items.length > 0,
  );

  return (
    <Menu>
      <Menu.DashboardItem />
      {groups.flatMap((group) => [
        open ? (
          <ListSubheader
            key={`group-${group.key}`}
            role="presentation"
            disableSticky
            sx={{ lineHeight: 2.5, mt: 1, bgcolor: 'transparent', fontWeight: 700 }}
          >
            {translate(`resources.menu.${group.key}`)}
          </ListSubheader>
        ) : null,
        ...group.items.map(item),
      ])}
    </Menu>
  );
}
