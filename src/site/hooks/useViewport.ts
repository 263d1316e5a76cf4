import { useEffect, useState } from 'react';
import { BREAKPOINTS, RESIZE_DEBOUNCE_MS } from '../../../domain/constants.ts';

/** True below the extra-large breakpoint, where the hamburger replaces the main menu (SPEC § 9). */
export function isNarrowWidth(width: number): boolean {
  return width < BREAKPOINTS.xl;
}

/** Follows the window width with resize events debounced by RESIZE_DEBOUNCE_MS (SPEC § 9). */
export function useIsNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => isNarrowWidth(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setNarrow(isNarrowWidth(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return narrow;
}
