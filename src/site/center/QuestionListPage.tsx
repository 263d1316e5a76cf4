import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate } from '#domain/format.ts';
import { useI18n, Written } from '../i18n.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { rowNumber } from '../ui/format.ts';
import type { QuestionSummary } from './types.ts';
import { apiQuery, useListParams } from '../ui/listParams.ts';
import { ListTable } from '../ui/ListTable.tsx';
import { SearchableList } from '../ui/SearchableList.tsx';
import { LockIcon } from '../ui/SearchIcon.tsx';
import { useResource } from '../ui/useResource.ts';
import { WriteIntro } from '../ui/WriteIntro.tsx';

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
export function QuestionListPage() {
  const { t, locale } = useI18n();
  const list = useListParams();
  const res = useResource<{ questions: QuestionSummary[]; total: number }>(
    `/api/v1/center/questions${apiQuery({ page: list.page, limit: LIMIT, q: list.q })}`,
  );

  return (
    <CenterPage title={t('nav.center.inquiry')} description={t('center.meta.inquiry')}>
      <WriteIntro intro={t('inquiry.intro')} to="/center/inquiry/write" label={t('inquiry.write')} />
      <SearchableList
        res={res}
        limit={LIMIT}
        list={list}
        searchLabel={t('inquiry.search')}
        rows={(data) => data.questions}
      >
        {(rows, data) => (
          <ListTable
            caption={t('inquiry.caption')}
            className="board-table inquiry-table"
            columns={[
              ['col-author', t('list.author')],
              ['col-date', t('list.date')],
              ['col-state', t('inquiry.state')],
            ]}
          >
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
          </ListTable>
        )}
      </SearchableList>
    </CenterPage>
  );
}

export default QuestionListPage;
