import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SiteKey } from '#locales/ko/site.ts';
import { usePageTitle } from '../i18n.tsx';
import { ArrowRightIcon } from '../ui/icons.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { useInfo } from './i18n.ts';
import { ScrollArea } from './ScrollArea.tsx';
import { useMetaDescription } from './useMetaDescription.ts';
import './info.css';

/**
 * The frame of every business, complex and subscription page: the title band with breadcrumb and the
 * group's tabs (PageHeader), the document title and meta description in the current language, a lead
 * paragraph, the page's sections and the registration / application call to action.
 */
export function InfoPage({
  title,
  description,
  lead,
  children,
}: {
  /** the menu label, which is also the page's h1 */
  title: SiteKey;
  description: string;
  lead: string;
  children: ReactNode;
}) {
  const { t, ti } = useInfo();
  const heading = t(title);
  usePageTitle(heading);
  useMetaDescription(description);
  return (
    <>
      <PageHeader title={heading} />
      <div className="info-page">
        <div className="container info-body">
          <p className="info-lead">{lead}</p>
          {children}
        </div>
        <aside className="info-cta" aria-labelledby="info-cta-title">
          <div className="container info-cta-inner">
            <div>
              <h2 id="info-cta-title">{ti('info.cta.title')}</h2>
              <p>{ti('info.cta.body')}</p>
            </div>
            <div className="info-cta-actions">
              <Link to="/form/registration" className="btn btn-light">
                {t('contact.register')}
              </Link>
              <Link to="/application" className="btn btn-accent">
                {t('contact.apply')}
                <ArrowRightIcon width={18} height={18} />
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}

/** A titled section of an info page; the id ties the h2 to the section for screen-reader navigation. */
export function Section({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`info-section ${className}`.trim()} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="info-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A drawing with its caption: the SVG scrolls sideways below `minWidth`, the caption says it is schematic. */
export function Figure({
  label,
  minWidth,
  caption,
  children,
  className = '',
  schematic = true,
  focusX,
}: {
  label: string;
  /** see ScrollArea */
  focusX?: number;
  minWidth: number;
  /** a drawing (not a chart): say it is schematic */
  schematic?: boolean;
  caption?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { ti } = useInfo();
  return (
    <figure className={`info-figure ${className}`.trim()}>
      <ScrollArea label={label} minWidth={minWidth} focusX={focusX}>
        {children}
      </ScrollArea>
      <figcaption>
        {caption}
        {schematic && <span className="figure-note">{ti('info.common.notToScale')}</span>}
        <span className="figure-scroll-hint">{ti('info.common.scrollHint')}</span>
      </figcaption>
    </figure>
  );
}

/** A text link with the arrow, for "see more" links between the info pages. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-link">
      {children}
      <ArrowRightIcon width={16} height={16} />
    </Link>
  );
}
