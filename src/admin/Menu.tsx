import type { ReactNode } from 'react';
import { ListSubheader } from '@mui/material';
import Password from '@mui/icons-material/Password';
import Settings from '@mui/icons-material/Settings';
import {
  Menu,
  useBasename,
  useCanAccessResources,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { CONSOLE_CUSTOM_PAGES } from './pages.tsx';
import { CONSOLE_RESOURCES } from './resources.ts';

type CustomPage = (typeof CONSOLE_CUSTOM_PAGES)[number];

const PAGE_ICONS: Record<CustomPage, ReactNode> = { setting: <Settings />, password: <Password /> };

/**
 * The menu's groups, in order. A resource missing here still appears, after the groups, so a new resource
 * is never hidden by this list; a group whose items the manager may not open is left out whole.
 */
const MENU_GROUPS: readonly { key: string; items: readonly string[] }[] = [
  { key: 'housing', items: ['registration', 'application', 'schedules', 'popups', 'banners'] },
  {
    key: 'center',
    items: [
      'center/notifications',
      'center/faqs',
      'center/downloads',
      'center/questions',
      'terms',
      'boards',
      'boards/comments',
      'forms',
    ],
  },
  { key: 'matching', items: ['fairs', 'matchings', 'users'] },
  { key: 'system', items: ['manager', 'logs', 'messages', 'setting', 'password'] },
];

const isCustomPage = (name: string): name is CustomPage =>
  (CONSOLE_CUSTOM_PAGES as readonly string[]).includes(name);
const grouped = new Set(MENU_GROUPS.flatMap((group) => group.items));
const ALL = [...CONSOLE_RESOURCES, ...CONSOLE_CUSTOM_PAGES];

function PageItem({ name }: { name: CustomPage }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Menu.Item
      to={`${basename}/${name}`}
      primaryText={translate(`resources.${name}.name`)}
      leftIcon={PAGE_ICONS[name]}
    />
  );
}

/**
 * Only the pages that exist and that this manager may open (authProvider.canAccess), grouped by area:
 * housing, customer centre, matching, system. Group titles show only while the sidebar is open.
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

  const groups = MENU_GROUPS.map((group) => ({ ...group, items: group.items.filter(visible) })).filter(
    (group) => group.items.length > 0,
  );
  const rest = CONSOLE_RESOURCES.filter((name) => !grouped.has(name) && visible(name));

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
      {rest.map(item)}
    </Menu>
  );
}
