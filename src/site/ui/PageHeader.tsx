import { Link, useLocation } from 'react-router-dom';
import { useFace } from '../face.tsx';
import { useI18n } from '../i18n.tsx';
import { useMenuLinks } from '../useMenuLinks.ts';
import { currentPath, groupOf } from '../menu.ts';

/**
 * The band at the top of every sub-page: breadcrumb, title and the group's tabs. `titleLang` marks a title
 * that is content rather than a catalog text (a term's title).
 */
export function PageHeader({ title, titleLang }: { title: string; titleLang?: string | undefined }) {
  const { t } = useI18n();
  const links = useMenuLinks();
  const { pathname } = useLocation();
  const { home, menu } = useFace();
  const group = groupOf(pathname, menu);
  const groupLabel = group ? t(group.label) : null;
  const current = group ? currentPath(pathname, group.children) : undefined;

  return (
    <div className="page-header">
      <div className="page-header-band">
        <div className="container">
          <nav aria-label={t('page.breadcrumb')} className="breadcrumb">
            <ol>
              <li>
                <Link to={home}>{t('page.breadcrumbHome')}</Link>
              </li>
              {groupLabel && groupLabel !== title && <li>{groupLabel}</li>}
              <li aria-current="page" lang={titleLang}>
                {title}
              </li>
            </ol>
          </nav>
          <h1 className="page-title" lang={titleLang}>
            {title}
          </h1>
        </div>
      </div>
      {group && group.children.length > 1 && (
        <nav className="page-tabs" aria-label={t('page.subMenu', { name: groupLabel ?? '' })}>
          <ul className="container">
            {links(group.children).map((link) => (
              <li key={link.path}>
                <Link to={link.path} aria-current={link.path === current ? 'page' : undefined}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
