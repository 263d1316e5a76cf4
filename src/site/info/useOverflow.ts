import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is wider than the element. A scroll container only becomes a focusable,
 * labelled region when it really scrolls, so keyboard users can scroll it (WCAG 2.1.1) without an extra
 * tab stop on wide screens.
 */
export function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
