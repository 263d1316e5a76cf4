import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import type { Link as RecordLink } from '../center/types.ts';

/** 이전글 / 다음글 under a detail: the older and the newer record of the same list. */
export function PrevNext({
  prev,
  next,
  base,
}: {
  prev: RecordLink | null;
  next: RecordLink | null;
  base: string;
}) {
  const { t, locale } = useI18n();
  const row = (label: string, link: RecordLink | null) => (
    <li className="prev-next-row">
      <span className="prev-next-label">{label}</span>
      {link ? (
        <>
          <Link
            to={`${base}/${link._id}`}
            className="prev-next-title"
            lang={contentLang(link.title, locale, link.lang?.title)}
          >
            {link.title}
          </Link>
          <span className="prev-next-date">{formatDate(link.createdAt)}</span>
        </>
      ) : (
        <span className="prev-next-none">{t('post.none')}</span>
      )}
    </li>
  );
  return (
    <nav className="prev-next" aria-label={t('post.prevNext')}>
      <ul>
        {row(t('post.next'), next)}
        {row(t('post.prev'), prev)}
      </ul>
    </nav>
  );
}
