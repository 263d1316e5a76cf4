import { useEffect, useState } from 'react';

/**
 * The current time, re-read at every whole second while `active`, so a countdown shows each second once
 * and flips to "open" on the second the window opens.
 */
export function useNow(active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      timer = setTimeout(tick, 1000 - (at % 1000) + 5);
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    return () => clearTimeout(timer);
  }, [active]);
  return now;
}
