import { useEffect, useState } from 'react';
import { BREAKPOINTS, RESIZE_DEBOUNCE_MS } from '#domain/constants.ts';

/**
 * True while the window is narrower than `min` px, following resizes debounced by RESIZE_DEBOUNCE_MS
 * (docs/spec.md § 9).
 */
export function useWidthBelow(min: number): boolean {
  const [below, setBelow] = useState(() => window.innerWidth < min);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setBelow(window.innerWidth < min), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [min]);
  return below;
}

/** Below the extra-large breakpoint, where the hamburger replaces the main menu (docs/spec.md § 9). */
export function useIsNarrow(): boolean {
  return useWidthBelow(BREAKPOINTS.xl);
}
