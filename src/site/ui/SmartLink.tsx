import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n.tsx';

/**
 * A link whose target comes from the API (banners, popups): site paths use the router, http(s) addresses
 * open in a new window, anything else (javascript:, data:) is not a link at all.
 */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const target = to.trim();
  if (target.startsWith('/') && !target.startsWith('//')) {
    return (
      <Link to={target} className={className}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(target)) {
    return (
      <a
        href={target}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        title={t('a11y.newWindow')}
      >
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
