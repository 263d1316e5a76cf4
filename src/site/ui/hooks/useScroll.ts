import { useEffect, useState } from 'react';

/**
 * True while the page is scrolled further down than `threshold` px. Reads scrollY on every scroll event
 * but only re-renders when the answer flips.
 */
export function useScrolledPast(threshold: number | (() => number)): boolean {
  const limit = typeof threshold === 'function' ? threshold : () => threshold;
  const [past, setPast] = useState(() => window.scrollY > limit());
  useEffect(() => {
    const read = typeof threshold === 'function' ? threshold : () => threshold;
    const onScroll = () => setPast(window.scrollY > read());
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [threshold]);
  return past;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
