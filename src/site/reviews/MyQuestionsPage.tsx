import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { myQuestionsSchema } from '#domain/schemas/shopReviews.ts';
import { useApi } from '../api.tsx';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { Loaded } from '../ui/Status.tsx';
import { usePagedResource } from '../ui/useResource.ts';
import { useReviewI18n } from './i18n.ts';
import { QuestionItem } from './ProductQuestions.tsx';
import '../shop/commerce.css';

type Answer = z.infer<typeof myQuestionsSchema>;
const LIMIT = 20;

/** /mypage/inquire — the member's product questions with their answers; unanswered ones can be deleted. */
export default function MyQuestionsPage() {
  const { t } = useReviewI18n();
  return (
    <MembersOnly title={t('rv.q.my.title')}>
      <MyQuestions />
    </MembersOnly>
  );
}

function MyQuestions() {
  const { t } = useReviewI18n();
  const api = useApi();
  const res = usePagedResource<Answer>('/api/v1/me/inquires', LIMIT);
  const remove = async (id: string) => {
    const out = await attempt(() => api.delete(`/api/v1/me/inquires/${id}`), t('rv.failed'));
    if (out.ok) res.reload();
    else window.alert(out.message);
  };
  return (
    <CenterPage title={t('rv.q.my.title')} description={t('rv.q.my.lead')} wide>
      <Loaded res={res}>
        {(data) =>
          data.inquires.length === 0 ? (
            <p className="state-box">{t('rv.q.my.empty')}</p>
          ) : (
            <ul className="rv-list">
              {data.inquires.map((q) => (
                <QuestionItem key={q._id} q={q} title={q.productName}>
                  <div className="rv-actions">
                    <Link to={`/shop/products/${q.productId}`} className="btn">
                      {q.productName}
                    </Link>
                    {!q.answered && (
                      <button type="button" className="btn" onClick={() => void remove(q._id)}>
                        {t('rv.q.delete')}
                      </button>
                    )}
                  </div>
                </QuestionItem>
              ))}
            </ul>
          )
        }
      </Loaded>
      {res.data && res.data.total > res.page * LIMIT && (
        <Link to={`/mypage/inquire?page=${res.page + 1}`} className="btn">
          {t('rv.more')}
        </Link>
      )}
    </CenterPage>
  );
}
