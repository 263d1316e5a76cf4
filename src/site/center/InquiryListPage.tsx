import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate } from '#domain/format.ts';
import { useI18n, Written } from '../i18n.tsx';
import { CenterPage } from './CenterPage.tsx';
import { rowNumber } from './format.ts';
import type { QuestionSummary } from './types.ts';
import { apiQuery, useListParams } from './ui/listParams.ts';
import { Pagination } from './ui/Pagination.tsx';
import { SearchableList } from './ui/SearchableList.tsx';
import { LockIcon } from './ui/SearchIcon.tsx';
import { useResource } from './useResource.ts';

const LIMIT = 10;

export function AnswerBadge({ answered }: { answered: boolean }) {
  const { t } = useI18n();
  return (
    <span className={`badge ${answered ? 'badge-done' : 'badge-waiting'}`}>
      {answered ? t('inquiry.answered') : t('inquiry.waiting')}
    </span>
  );
}

/**
 * /center/inquiry — 1:1 inquiries: titles, masked authors and 미답변 / 답변완료. Every inquiry is private:
 * opening one asks for its password.
 */
export function InquiryListPage() {
  const { t, locale } = useI18n();
  const list = useListParams();
  const res = useResource<{ questions: QuestionSummary[]; total: number }>(
    `/api/v1/center/questions${apiQuery({ page: list.page, limit: LIMIT, q: list.q })}`,
  );

  return (
    <CenterPage title={t('nav.center.inquiry')} description={t('center.meta.inquiry')}>
      <div className="inquiry-intro">
        <p>{t('inquiry.intro')}</p>
        <Link to="/center/inquiry/write" className="btn btn-primary">
          {t('inquiry.write')}
        </Link>
      </div>
      <SearchableList res={res} list={list} searchLabel={t('inquiry.search')} rows={(data) => data.questions}>
        {(rows, data) => (
          <table className="board-table inquiry-table">
            <caption className="visually-hidden">{t('inquiry.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="col-num">
                  {t('list.number')}
                </th>
                <th scope="col">{t('list.title')}</th>
                <th scope="col" className="col-author">
                  {t('list.author')}
                </th>
                <th scope="col" className="col-date">
                  {t('list.date')}
                </th>
                <th scope="col" className="col-state">
                  {t('inquiry.state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((question, index) => (
                <tr key={question._id}>
                  <td className="col-num">{rowNumber(data.total, list.page, LIMIT, index)}</td>
                  <td className="col-title">
                    <Link to={`/center/inquiry/${question._id}`}>
                      <LockIcon />
                      <span className="visually-hidden">{t('inquiry.private')} </span>
                      <Written text={question.title} />
                    </Link>
                    <span className="row-sub">
                      <Written text={question.author} /> · {formatDate(question.createdAt)}
                    </span>
                  </td>
                  <td className="col-author" lang={contentLang(question.author, locale)}>
                    {question.author}
                  </td>
                  <td className="col-date">{formatDate(question.createdAt)}</td>
                  <td className="col-state">
                    <AnswerBadge answered={question.answered} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </SearchableList>
      {res.data && (
        <Pagination
          page={list.page}
          total={res.data.total}
          limit={LIMIT}
          href={(page) => list.href({ page })}
        />
      )}
    </CenterPage>
  );
}

export default InquiryListPage;
