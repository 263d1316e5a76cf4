import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useI18n } from '../i18n.tsx';
import { useMenuLinks } from '../useMenuLinks.ts';
import { useFace } from '../face.tsx';
import { currentPath } from '../menu.ts';
import { ChevronDownIcon, CloseIcon } from '../ui/icons.tsx';
import { BrandMark } from './Logo.tsx';
import { MenuSubLinks } from './MenuSubLinks.tsx';
import { LanguageMenu, UserMenu } from './UserMenu.tsx';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen sitemap (docs/spec.md § 4): every menu group with its sub-links. Below the xl breakpoint it
 * is the mobile menu and each group's arrow opens or closes its sub-links. Choosing a link closes it. A modal
 * dialog: focus moves in, Tab stays inside, Escape closes, focus goes back to the hamburger.
 */
export function Sitemap({
  narrow,
  expanded,
  onToggle,
  onClose,
}: {
  narrow: boolean;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onClose: (restoreFocus: boolean) => void;
}) {
  const { t } = useI18n();
  const links = useMenuLinks();
  const { pathname } = useLocation();
  const { face, homeLabel, home, menu } = useFace();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const root = document.documentElement;
    root.classList.add('is-scroll-locked');
    return () => root.classList.remove('is-scroll-locked');
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose(true);
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !el.closest('[hidden]'),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const choose = () => onClose(false);

  return (
    <div
      id="sitemap"
      ref={dialogRef}
      className={`sitemap ${narrow ? 'is-narrow' : 'is-wide'}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="sitemap-title"
      onKeyDown={onKeyDown}
    >
      <div className="sitemap-inner">
        <div className="sitemap-top">
          <Link to={home} className="sitemap-logo" onClick={choose} aria-label={t(homeLabel)}>
            <BrandMark face={face} size={32} />
          </Link>
          <h2 id="sitemap-title" className="sitemap-title">
            {t('header.sitemap')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="sitemap-close"
            aria-label={t('header.sitemapClose')}
            onClick={() => onClose(true)}
          >
            <CloseIcon />
          </button>
        </div>

        <nav aria-labelledby="sitemap-title">
          <ul className="sitemap-groups">
            {menu.map((group) => {
              const open = !narrow || expanded.has(group.id);
              const subId = `sitemap-sub-${group.id}`;
              const label = t(group.label);
              const current = currentPath(pathname, group.children);
              return (
                <li key={group.id} className={`sitemap-group${open ? ' is-open' : ''}`}>
                  <div className="sitemap-group-head">
                    <Link to={group.children[0]!.path} className="sitemap-group-link" onClick={choose}>
                      {label}
                    </Link>
                    {narrow && (
                      <button
                        type="button"
                        className="sitemap-arrow"
                        aria-expanded={open}
                        aria-controls={subId}
                        aria-label={t('header.toggleSub', { name: label })}
                        onClick={() => onToggle(group.id)}
                      >
                        <ChevronDownIcon />
                      </button>
                    )}
                  </div>
                  <ul id={subId} className="sitemap-sub" hidden={!open}>
                    <MenuSubLinks links={links(group.children)} current={current} onClick={choose} />
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="sitemap-util">
          <UserMenu onNavigate={choose} />
          <LanguageMenu />
        </div>
      </div>
    </div>
  );
}
