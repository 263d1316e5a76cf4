import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  QUESTION_CONTENT_MAX,
  questionFormSchema,
  questionUpdateSchema,
  type QuestionFormValues,
} from '#domain/schemas/question.ts';
import { useApi } from '../api.tsx';
import { useI18n } from '../i18n.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { readRecordToken, saveRecordToken } from '../ui/recordTokens.ts';
import { attempt } from '../ui/requests.ts';
import type { Question } from './types.ts';
import { CheckField, Honeypot, TextArea } from '../ui/Field.tsx';
import {
  EMPTY_WRITE_VALUES,
  WriteAuthorFields,
  WriteFormFooter,
  WriteFormHead,
} from '../ui/WriteFormParts.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';

type FieldName = keyof QuestionFormValues;
const FIELDS: readonly FieldName[] = ['title', 'content', 'name', 'password', 'passwordConfirm', 'agree'];

/**
 * /center/inquiry/write — ask a question (title, content, name, a 4–16 character password typed twice,
 * consent to collect the name); /center/inquiry/{_question}/edit — change an unanswered one (the password
 * stays). After saving, the inquiry opens with its token.
 */
export function QuestionWritePage() {
  const { _question } = useParams();
  const editing = Boolean(_question);
  const token = _question ? readRecordToken('question', _question) : null;
  if (editing && !token) return <Navigate to={`/center/inquiry/${_question}`} replace />;
  return <QuestionForm id={_question} token={token} />;
}

function QuestionForm({ id, token }: { id: string | undefined; token: string | null }) {
  const { t } = useI18n();
  const api = useApi();
  const navigate = useNavigate();
  const editing = Boolean(id);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useResource<{ question: Question }>(
    id && token ? `/api/v1/center/questions/${encodeURIComponent(id)}` : null,
    token ? { 'X-Question-Token': token } : undefined,
  );

  // the edit form checks only its three fields; the password stays as it was
  const resolver = editing ? zodResolver(questionUpdateSchema) : zodResolver(questionFormSchema);
  const form = useForm<QuestionFormValues>({
    resolver: resolver as unknown as Resolver<QuestionFormValues>,
    defaultValues: { ...EMPTY_WRITE_VALUES, agree: false },
  });
  const { errors, isSubmitting } = form.formState;
  const loaded = current.data?.question;
  useEffect(() => {
    if (loaded) form.reset({ title: loaded.title, content: loaded.content, name: loaded.author });
  }, [loaded, form]);

  const title = t('nav.center.inquiry');
  const heading = editing ? t('inquiry.editTitle') : t('inquiry.writeTitle');

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const fallback = t('form.failed');
    if (editing && id && token) {
      const body = questionUpdateSchema.parse({
        title: values.title,
        content: values.content,
        name: values.name,
      });
      const out = await attempt(
        () =>
          api.put<{ question: Question }>(`/api/v1/center/questions/${encodeURIComponent(id)}`, body, {
            headers: { 'X-Question-Token': token },
          }),
        fallback,
      );
      if (!out.ok) return fail(out.message, out.errors);
      navigate(`/center/inquiry/${id}`, { replace: true });
      return;
    }
    const out = await attempt(
      () =>
        api.post<{ question: Question; token: string }>('/api/v1/center/questions', {
          title: values.title,
          content: values.content,
          name: values.name,
          password: values.password,
          website: values.website,
        }),
      fallback,
    );
    if (!out.ok) return fail(out.message, out.errors);
    saveRecordToken('question', out.data.question._id, out.data.token);
    navigate(`/center/inquiry/${out.data.question._id}`, { replace: true });
  });

  function fail(message: string, errors?: Record<string, string>) {
    let focused = false;
    for (const [field, text] of Object.entries(errors ?? {})) {
      if (!(FIELDS as readonly string[]).includes(field)) continue;
      form.setError(field as FieldName, { message: text }, { shouldFocus: !focused });
      focused = true;
    }
    if (!focused) setProblem(message);
  }

  if (editing && current.status !== undefined) {
    return (
      <CenterPage title={title} heading={heading} description={t('center.meta.inquiryWrite')}>
        {current.status === 401 ? (
          <Navigate to={`/center/inquiry/${id}`} replace />
        ) : (
          <LoadFailed message={current.message} onRetry={current.reload} />
        )}
      </CenterPage>
    );
  }
  if (editing && !loaded) {
    return (
      <CenterPage title={title} heading={heading} description={t('center.meta.inquiryWrite')}>
        <Loading />
      </CenterPage>
    );
  }
  if (editing && loaded?.answered) {
    return (
      <CenterPage title={title} heading={heading} description={t('center.meta.inquiryWrite')}>
        <div className="state-box" role="alert">
          <p>{t('inquiry.answeredNoEdit')}</p>
          <Link to={`/center/inquiry/${id}`} className="btn btn-primary">
            {t('inquiry.back')}
          </Link>
        </div>
      </CenterPage>
    );
  }

  return (
    <CenterPage title={title} heading={heading} description={t('center.meta.inquiryWrite')}>
      <form className="write-form" onSubmit={onSubmit} noValidate aria-labelledby="write-title">
        <WriteFormHead
          heading={heading}
          titleId="inquiry-title"
          registration={form.register('title')}
          error={errors.title?.message}
        />
        <TextArea
          id="inquiry-content"
          label={t('form.content')}
          required
          rows={10}
          maxLength={QUESTION_CONTENT_MAX}
          hint={t('inquiry.contentHint', { max: QUESTION_CONTENT_MAX.toLocaleString('en-US') })}
          registration={form.register('content')}
          error={errors.content?.message}
        />
        <WriteAuthorFields
          idPrefix="inquiry"
          nameHint={t('inquiry.nameHint')}
          askPassword={!editing}
          register={(name) => form.register(name)}
          errors={errors}
        />
        {!editing && (
          <>
            <CheckField
              id="inquiry-agree"
              label={t('inquiry.agree')}
              required
              registration={form.register('agree')}
              error={errors.agree?.message}
            >
              <div className="consent-box" id="inquiry-consent">
                <p className="consent-title">{t('inquiry.consentTitle')}</p>
                <ul>
                  <li>{t('inquiry.consentItems')}</li>
                  <li>{t('inquiry.consentPurpose')}</li>
                  <li>{t('inquiry.consentPeriod')}</li>
                </ul>
                <p>{t('inquiry.consentRefuse')}</p>
              </div>
            </CheckField>
            <Honeypot registration={form.register('website')} />
          </>
        )}
        <WriteFormFooter
          problem={problem}
          cancelTo={editing ? `/center/inquiry/${id}` : '/center/inquiry'}
          busy={isSubmitting}
          submitLabel={isSubmitting ? t('form.saving') : editing ? t('form.saveEdit') : t('inquiry.submit')}
        />
      </form>
    </CenterPage>
  );
}

export default QuestionWritePage;
