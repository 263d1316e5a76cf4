import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HEADER_SCROLL_THRESHOLD_PX } from '#domain/constants.ts';
import { useI18n } from '../i18n.tsx';
import { useMenuLinks } from '../useMenuLinks.ts';
import { useFace } from '../face.tsx';
import { groupOf } from '../menu.ts';
import { useIsNarrow } from '../ui/hooks/useViewport.ts';
import { useScrolledPast } from '../ui/hooks/useScroll.ts';
import { MenuIcon } from '../ui/icons.tsx';
import { BrandMark } from './Logo.tsx';
import { MenuSubLinks } from './MenuSubLinks.tsx';
import { Sitemap } from './Sitemap.tsx';
import { LanguageMenu, UserMenu } from './UserMenu.tsx';

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The fixed top bar of docs/spec.md § 2 and § 4: logo, main menu with its dropdown panel, user and language
 * items, and the hamburger that opens the full-screen sitemap (the mobile menu below the xl breakpoint). The
 * brand and menu are the page's face's: the housing complex's or the trade centre's (src/site/face.tsx).
 */
export function Header() {
  const { t } = useI18n();
  const links = useMenuLinks();
  const { pathname } = useLocation();
  const { face, name, homeLabel, home, menu } = useFace();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const narrow = useIsNarrow();
  const [menuActive, setMenuActive] = useState(false);
  const [hovered, setHovered] = useState<string | null>(null);
  const [sitemapOpen, setSitemapOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggleRef = useRef<HTMLButtonElement>(null);
  const current = groupOf(pathname, menu)?.id;

  const leaveMenu = () => {
    setMenuActive(false);
    setHovered(null);
  };

  /** Closing always collapses the sub-menus; focus returns to the hamburger unless a link took it. */
  const closeSitemap = useCallback((restoreFocus: boolean) => {
    setSitemapOpen(false);
    setExpanded(new Set());
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  const toggleGroup = useCallback((id: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const onMenuBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) leaveMenu();
  };

  return (
    <>
      <header
        className={cx(
          'site-header',
          scrolled && 'is-scrolled',
          menuActive && 'menu-active',
          sitemapOpen && 'sitemap-open',
        )}
        data-testid="site-header"
        data-face={face}
      >
        <div className="header-bar">
          <Link to={home} className="header-logo" aria-label={t(homeLabel)}>
            <BrandMark face={face} />
            <span className="header-logo-text" aria-hidden="true">
              {t(name)}
            </span>
          </Link>

          <nav
            className="gnb"
            aria-label={t('header.mainMenu')}
            onMouseEnter={() => setMenuActive(true)}
            onMouseLeave={leaveMenu}
            onFocus={() => setMenuActive(true)}
            onBlur={onMenuBlur}
            onKeyDown={(e) => e.key === 'Escape' && leaveMenu()}
          >
            <ul className="gnb-list">
              {menu.map((group) => (
                <li
                  key={group.id}
                  className={cx(
                    'gnb-item',
                    hovered === group.id && 'is-hover',
                    current === group.id && 'is-current',
                  )}
                  onMouseEnter={() => setHovered(group.id)}
                  onFocus={() => setHovered(group.id)}
                >
                  <Link
                    className="gnb-link"
                    to={group.children[0]!.path}
                    aria-current={current === group.id ? 'true' : undefined}
                    onClick={leaveMenu}
                  >
                    {t(group.label)}
                  </Link>
                  <ul className="gnb-sub">
                    <MenuSubLinks links={links(group.children)} current={pathname} onClick={leaveMenu} />
                  </ul>
                </li>
              ))}
            </ul>
            <div className="gnb-panel" aria-hidden="true" />
          </nav>

          <div className="header-util">
            <UserMenu className="header-user" />
            <LanguageMenu className="header-lang" />
            <button
              ref={toggleRef}
              type="button"
              className="sitemap-toggle"
              aria-label={t('header.sitemap')}
              aria-expanded={sitemapOpen}
              aria-controls="sitemap"
              onClick={() => (sitemapOpen ? closeSitemap(true) : setSitemapOpen(true))}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </header>
      {sitemapOpen && (
        <Sitemap narrow={narrow} expanded={expanded} onToggle={toggleGroup} onClose={closeSitemap} />
      )}
    </>
  );
}
