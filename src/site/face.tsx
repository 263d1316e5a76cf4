import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { faceOfPath, type SiteFace } from '#domain/siteFaces.ts';
import type { SiteKey } from '#locales/ko/site.ts';
import { MENU, TRADE_MENU, type MenuGroup } from './menu.ts';

/** What the header, sitemap, page bands, footer and titles take from the face a page belongs to. */
export interface FaceInfo {
  face: SiteFace;
  name: SiteKey;
  docTitle: SiteKey;
  /** The accessible name of the brand's home link. */
  homeLabel: SiteKey;
  home: string;
  menu: readonly MenuGroup[];
}

export const FACES: Record<SiteFace, FaceInfo> = {
  housing: {
    face: 'housing',
    name: 'site.name',
    docTitle: 'site.docTitle',
    homeLabel: 'header.home',
    home: '/',
    menu: MENU,
  },
  trade: {
    face: 'trade',
    name: 'trade.name',
    docTitle: 'trade.docTitle',
    homeLabel: 'trade.home',
    home: '/matching',
    menu: TRADE_MENU,
  },
};

const FACE_STORAGE_KEY = 'face';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The face of a page: its own, or for a shared page (login, join, my details) the one the visitor last saw in
 * this tab, so a buyer who taps Login in the trade centre's header logs in under the trade centre's brand.
 * The last face is kept per tab (sessionStorage), as the tokens are.
 */
export function resolveFace(pathname: string, storage: Storage | null = tabStorage()): SiteFace {
  const own = faceOfPath(pathname);
  if (own) {
    try {
      storage?.setItem(FACE_STORAGE_KEY, own);
    } catch {
      // privacy mode: shared pages fall back to the housing face
    }
    return own;
  }
  return storage?.getItem(FACE_STORAGE_KEY) === 'trade' ? 'trade' : 'housing';
}

const FaceContext = createContext<FaceInfo>(FACES.housing);

/** Given by the layout for the current path; the housing face outside it (tests of a lone page). */
export function FaceProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  const face = useMemo(() => resolveFace(pathname), [pathname]);
  return <FaceContext.Provider value={FACES[face]}>{children}</FaceContext.Provider>;
}

export function useFace(): FaceInfo {
  return useContext(FaceContext);
}
