import { Link } from 'react-router-dom';
import { useI18n } from '../i18n.tsx';
import type { MenuLink } from '../menu.ts';

/** A menu group's sub-links as list items, the current page's marked: the header's and the sitemap's. */
export function MenuSubLinks({
  links,
  current,
  onClick,
}: {
  links: readonly MenuLink[];
  current: string | undefined;
  onClick: () => void;
}) {
  const { t } = useI18n();
  return links.map((link) => (
    <li key={link.path}>
      <Link to={link.path} aria-current={link.path === current ? 'page' : undefined} onClick={onClick}>
        {t(link.label)}
      </Link>
    </li>
  ));
}
