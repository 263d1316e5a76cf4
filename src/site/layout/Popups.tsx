import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate } from '#domain/format.ts';
import { BREAKPOINTS } from '#domain/constants.ts';
import { useApiData } from '../api.tsx';
import { useWidthBelow } from '../ui/hooks/useViewport.ts';
import { useI18n } from '../i18n.tsx';
import type { Popup } from '../types.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';

const HIDE_PREFIX = 'popup-hidden:';

/** Today's date in Seoul (docs/spec.md § 9: Asia/Seoul), whatever zone the visitor's machine is in. */
export const seoulToday = (now: number = Date.now()) => formatDate(now);

function hiddenToday(id: string, today: string): boolean {
  try {
    return localStorage.getItem(HIDE_PREFIX + id) === today;
  } catch {
    return false;
  }
}

function hideToday(id: string, today: string): void {
  try {
    localStorage.setItem(HIDE_PREFIX + id, today);
  } catch {
    // storage unavailable: the popup is still closed for this visit
  }
}

/** Longest wait for popup images: a stalled one must not keep the announcements away. */
const IMAGE_WAIT_MS = 3_000;

/**
 * True once every image has loaded, failed or been waited for IMAGE_WAIT_MS: stacked popups appear whole,
 * so that the second does not jump down when the first one's image arrives (a layout shift of a third of
 * a phone's screen in Lighthouse).
 */
function useImagesLoaded(urls: readonly string[]): boolean {
  const key = urls.join('\n');
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const images = key
      .split('\n')
      .filter(Boolean)
      .map((src) => {
        const image = new Image();
        image.src = src;
        return image.decode().catch(() => {});
      });
    const waited = new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS));
    void Promise.race([Promise.all(images), waited]).then(() => {
      if (live) setLoaded(key);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return loaded === key;
}

/**
 * The home page's popups (GET /api/v1/popups): non-modal dialogs at the manager's x, y and width on wide
 * screens; on a phone (below `md`) one at a time, the next once the first is closed or hidden for today,
 * each fitting the screen (two at once covered all of it). Each closes, or hides until the Seoul date
 * changes. Focus goes to the first popup when they appear and moves to the next one, then back, as they
 * close; Escape closes one.
 */
export function Popups() {
  const { t, locale } = useI18n();
  const { data } = useApiData<{ popups: Popup[] }>('/api/v1/popups');
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const refs = useRef(new Map<string, HTMLElement>());
  const returnTo = useRef<HTMLElement | null>(null);
  const focusedOnce = useRef(false);
  /** Set by a close: focus moves on once the popups left are drawn (on a phone the next appears only then). */
  const moveFocus = useRef(false);
  const oneAtATime = useWidthBelow(BREAKPOINTS.md);
  const today = seoulToday();

  // every popup's image, closed ones included, so that closing one does not wait again
  const ready = useImagesLoaded((data?.popups ?? []).map((p) => p.image));
  const popups = (ready ? (data?.popups ?? []) : [])
    .filter((p) => p.shows !== false && !closed.has(p._id) && !hiddenToday(p._id, today))
    .sort((a, b) => a.order - b.order);
  const shown = oneAtATime ? popups.slice(0, 1) : popups;
  const firstId = shown[0]?._id;

  useEffect(() => {
    if (!firstId || focusedOnce.current) return;
    focusedOnce.current = true;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    refs.current.get(firstId)?.focus({ preventScroll: true });
  }, [firstId]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const next = firstId && refs.current.get(firstId);
    if (next) next.focus({ preventScroll: true });
    else {
      const back = returnTo.current && document.contains(returnTo.current) ? returnTo.current : null;
      (back ?? document.getElementById('content'))?.focus({ preventScroll: true });
    }
  }, [firstId, shown.length]);

  const close = (popup: Popup, forToday: boolean) => {
    if (forToday) hideToday(popup._id, today);
    moveFocus.current = true;
    setClosed((prev) => new Set(prev).add(popup._id));
  };

  if (shown.length === 0) return null;

  return (
    <div className="popup-layer" aria-label={t('popup.region')} role="region">
      {shown.map((popup) => {
        const titleId = `popup-title-${popup._id}`;
        const style = {
          '--popup-x': `${Math.max(0, popup.x)}px`,
          '--popup-y': `${Math.max(0, popup.y)}px`,
          '--popup-w': `${Math.max(200, popup.width)}px`,
        } as CSSProperties;
        const lang = contentLang(popup.title, locale, popup.lang?.title);
        return (
          <section
            key={popup._id}
            ref={(el) => {
              if (el) refs.current.set(popup._id, el);
              else refs.current.delete(popup._id);
            }}
            className="popup"
            role="dialog"
            aria-modal="false"
            aria-labelledby={titleId}
            tabIndex={-1}
            style={style}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                close(popup, false);
              }
            }}
          >
            <h2 id={titleId} className="visually-hidden" lang={lang}>
              {popup.title}
            </h2>
            <div className="popup-body">
              {popup.link ? (
                <SmartLink to={popup.link}>
                  <img src={popup.image} alt={popup.title} lang={lang} />
                </SmartLink>
              ) : (
                <img src={popup.image} alt={popup.title} lang={lang} />
              )}
            </div>
            <div className="popup-foot">
              <button
                type="button"
                className="popup-hide"
                aria-label={t('popup.hideTodayNamed', { title: popup.title })}
                onClick={() => close(popup, true)}
              >
                {t('popup.hideToday')}
              </button>
              <button
                type="button"
                className="popup-close"
                aria-label={t('popup.closeNamed', { title: popup.title })}
                onClick={() => close(popup, false)}
              >
                <span>{t('popup.close')}</span>
                <CloseIcon width={18} height={18} />
              </button>
            </div>
          </section>
        );
      })}
    </div>
  );
}
