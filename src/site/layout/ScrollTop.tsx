import { useI18n } from '../i18n.tsx';
import { prefersReducedMotion, useScrolledPast } from '../ui/hooks/useScroll.ts';
import { ArrowUpIcon } from '../ui/icons.tsx';

const halfScreen = () => window.innerHeight / 2;

/** docs/spec.md § 2: appears after scrolling half a screen and takes the page back to the top. */
export function ScrollTop() {
  const { t } = useI18n();
  const visible = useScrolledPast(halfScreen);

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // The button disappears at the top: hand focus to the first stop of the page, not to <body>.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' is-visible' : ''}`}
      aria-label={t('scrollTop.label')}
      tabIndex={visible ? 0 : -1}
      onClick={toTop}
    >
      <ArrowUpIcon />
    </button>
  );
}
