import { useMemberType } from './matching/useMember.ts';
import { linksFor, type MenuLink } from './menu.ts';

/** The links of a menu group this visitor may use: a seller sees no buyers-only tab. */
export function useMenuLinks(): (links: readonly MenuLink[]) => MenuLink[] {
  const type = useMemberType();
  return (links) => linksFor(links, type);
}
