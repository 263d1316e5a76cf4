import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useOverflow } from './useOverflow.ts';

/**
 * A horizontal scroll container for wide tables and drawings: on a phone the content keeps a readable
 * size and scrolls sideways; once it overflows, the box is a labelled region in the tab order.
 */
export function ScrollArea({
  label,
  minWidth,
  className = '',
  focusX,
  children,
}: {
  label: string;
  /** where the interesting part sits (0–1 of the content's width): a narrow screen starts scrolled there */
  focusX?: number;
  /** the content's minimum width in px (the drawing is never squeezed below it) */
  minWidth?: number;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(ref);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || focusX === undefined) return;
    el.scrollLeft = Math.max(0, focusX * el.scrollWidth - el.clientWidth / 2);
  }, [focusX]);
  const style = minWidth ? ({ '--min-w': `${minWidth}px` } as CSSProperties) : undefined;
  return (
    <div
      ref={ref}
      className={`scroll-area${overflows ? ' is-overflowing' : ''} ${className}`.trim()}
      style={style}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
