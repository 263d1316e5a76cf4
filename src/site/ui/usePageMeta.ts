import { useEffect } from 'react';
import { usePageTitle } from '../i18n.tsx';

let defaultDescription: string | null = null;

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * The page's own title ("<title> | <site>") and meta description, in the current language: search
 * results and shared links show what the page is about, and a screen reader announces the title on
 * navigation. Leaving the page restores index.html's description, so a page without one never keeps
 * another page's.
 */
export function usePageMeta(title: string, description: string): void {
  usePageTitle(title);
  useEffect(() => {
    const tag = descriptionTag();
    defaultDescription ??= tag.content;
    tag.content = description;
    return () => {
      tag.content = defaultDescription ?? '';
    };
  }, [description]);
}
