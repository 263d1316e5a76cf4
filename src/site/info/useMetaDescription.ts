import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` for the page in the current language and puts the previous text back
 * when the page goes, so the next page (or the home) never shows this one's description.
 */
export function useMetaDescription(text: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
}
