import type { ReactNode } from 'react';
import { CenterPage } from '../../ui/CenterPage.tsx';
import { useMatchingI18n } from '../i18n.ts';
import { useMemberType } from '../useMember.ts';

/**
 * A page of the member's own data (`/api/v1/me/…`) for the member types that have it. A manager signed
 * in on the site has no member data (the API answers 403), so they are pointed to the console instead
 * of being shown an error; a member of the other side reads what the page is for.
 */
export function MembersOnly({
  title,
  types = ['PERSON', 'COMPANY'],
  other,
  children,
}: {
  title: string;
  types?: readonly ('PERSON' | 'COMPANY')[];
  /** what a member of a type not in `types` reads */
  other?: string;
  children: ReactNode;
}) {
  const { t } = useMatchingI18n();
  const type = useMemberType();
  if (type === 'PERSON' || type === 'COMPANY') {
    if (types.includes(type)) return <>{children}</>;
    return (
      <CenterPage title={title} description={title}>
        <p className="state-box">{other}</p>
      </CenterPage>
    );
  }
  return (
    <CenterPage title={title} description={title}>
      <p className="state-box">
        {t('mt.managerNotice')} <a href="/console">{t('mt.managerConsole')}</a>
      </p>
    </CenterPage>
  );
}
