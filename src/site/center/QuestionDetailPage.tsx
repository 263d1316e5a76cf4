import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDateTime } from '#domain/format.ts';
import { useApi } from '../api.tsx';
import { useI18n } from '../i18n.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { AnswerBadge } from './QuestionListPage.tsx';
import { clearRecordToken, readRecordToken, saveRecordToken } from '../ui/recordTokens.ts';
import { attempt, checkPassword } from '../ui/requests.ts';
import type { Question } from './types.ts';
import { PasswordForm } from '../ui/PasswordForm.tsx';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';

/**
 * /center/inquiry/{_question} — one inquiry. Without a valid token it asks for the password (POST …/check,
 * 5 wrong tries per 15 minutes); with it, the question, its state and the manager's answer below, and
 * edit (until answered) and delete.
 */
export function QuestionDetailPage() {
  const { _question = '' } = useParams();
  // a new inquiry starts with its own state (token, checked question)
  return <QuestionDetail key={_question} id={_question} />;
}

function QuestionDetail({ id: _question }: { id: string }) {
  const { t, locale } = useI18n();
  const api = useApi();
  const navigate = useNavigate();
  const [stored, setToken] = useState<string | null>(() => readRecordToken('question', _question));
  const [checked, setChecked] = useState<Question | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const res = useResource<{ question: Question }>(
    stored && !checked ? `/api/v1/center/questions/${encodeURIComponent(_question)}` : null,
    stored ? { 'X-Question-Token': stored } : undefined,
  );
  // an expired or refused token: forget it and ask for the password again
  const refused = res.status === 401 && !checked;
  useEffect(() => {
    if (refused) clearRecordToken('question', _question);
  }, [refused, _question]);
  const token = refused ? null : stored;

  const question = checked ?? res.data?.question;
  const title = t('nav.center.inquiry');

  const unlock = async (password: string) => {
    const out = await checkPassword<{ question: Question; token: string }>(
      api,
      `/api/v1/center/questions/${encodeURIComponent(_question)}/check`,
      password,
      t('form.failed'),
    );
    if (!out.ok) return out.errors?.password ?? out.message;
    saveRecordToken('question', _question, out.data.token);
    setToken(out.data.token);
    setChecked(out.data.question);
    return null;
  };

  const remove = async () => {
    if (!token || !window.confirm(t('inquiry.deleteConfirm'))) return;
    const out = await attempt(
      () =>
        api.delete(`/api/v1/center/questions/${encodeURIComponent(_question)}`, {
          headers: { 'X-Question-Token': token },
        }),
      t('form.failed'),
    );
    if (!out.ok) {
      setNotice(out.message);
      return;
    }
    clearRecordToken('question', _question);
    navigate('/center/inquiry', { replace: true });
  };

  let body;
  if (!token) {
    body = (
      <div className="password-gate">
        <PasswordForm
          title={t('inquiry.locked')}
          description={t('inquiry.lockedHelp')}
          submitLabel={t('password.confirm')}
          onSubmit={unlock}
        />
        <Link to="/center/inquiry" className="btn btn-outline">
          {t('post.backToList')}
        </Link>
      </div>
    );
  } else if (res.status === 404) {
    body = <NotFound back="/center/inquiry" backLabel={t('post.backToList')} />;
  } else if (res.status !== undefined && res.status !== 401) {
    body = <LoadFailed message={res.message} onRetry={res.reload} />;
  } else if (!question) {
    body = <Loading />;
  } else {
    body = (
      <article className="post-view" aria-labelledby="post-title">
        <header className="post-head">
          <AnswerBadge answered={question.answered} />
          <h2 id="post-title" className="post-title" lang={contentLang(question.title, locale)}>
            {question.title}
          </h2>
          <dl className="post-meta">
            <div>
              <dt>{t('list.author')}</dt>
              <dd lang={contentLang(question.author, locale)}>{question.author}</dd>
            </div>
            <div>
              <dt>{t('list.date')}</dt>
              <dd>{formatDateTime(question.createdAt)}</dd>
            </div>
          </dl>
        </header>
        <div className="post-body plain-text" lang={contentLang(question.content, locale)}>
          {question.content}
        </div>
        <section
          className={`answer-box${question.answered ? '' : ' is-waiting'}`}
          aria-labelledby="answer-title"
        >
          <h2 id="answer-title" className="answer-title">
            {t('inquiry.answer')}
          </h2>
          {question.answered ? (
            <>
              <p className="answer-date">{formatDateTime(question.answeredAt)}</p>
              {/* the console's rich text, sanitized by the server before it was stored */}
              <div
                className="rich-text"
                lang={contentLang(question.answer, locale)}
                dangerouslySetInnerHTML={{ __html: question.answer ?? '' }}
              />
            </>
          ) : (
            <p>{t('inquiry.noAnswer')}</p>
          )}
        </section>
        {notice && (
          <p className="form-error" role="alert">
            {notice}
          </p>
        )}
        <div className="post-actions">
          <Link to="/center/inquiry" className="btn btn-outline">
            {t('post.backToList')}
          </Link>
          <span className="post-actions-end">
            {question.answered ? (
              <span className="post-actions-note">{t('inquiry.answeredNoEdit')}</span>
            ) : (
              <Link to={`/center/inquiry/${question._id}/edit`} className="btn btn-outline">
                {t('post.edit')}
              </Link>
            )}
            <button type="button" className="btn btn-danger" onClick={remove}>
              {t('post.delete')}
            </button>
          </span>
        </div>
      </article>
    );
  }

  return (
    <CenterPage
      title={title}
      heading={question?.title ?? (token ? undefined : t('inquiry.private'))}
      description={t('center.meta.inquiry')}
    >
      {body}
    </CenterPage>
  );
}

export default QuestionDetailPage;
