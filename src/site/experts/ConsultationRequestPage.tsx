import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { localizeText, message } from '#domain/messages/index.ts';
import {
  CONSULTATION_FILE_MAX_BYTES,
  CONSULTATION_FILE_TYPES,
  CONSULTATION_FILES_MAX,
  consultationRequestSchema,
  type ConsultationRequest,
  type ConsultationRequestValues,
} from '#domain/schemas/consultation.ts';
import { LAWYER_COUNTRIES, type PublicLawyerList } from '#domain/schemas/lawyer.ts';
import type { PublicPractice } from '#domain/schemas/practice.ts';
import { ApiError } from '#src/api/client.ts';
import { useApi } from '../api.tsx';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { formatBytes } from '../ui/files.ts';
import { useResource } from '../ui/useResource.ts';
import { codeNames } from './codeNames.ts';
import './consultations.css';
import { useExpertsI18n } from './i18n.ts';

const EXTENSIONS: readonly string[] = [...CONSULTATION_FILE_TYPES, 'jpeg'];
const ACCEPT = EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** What the server would refuse of this file by its name and size alone (its content is checked there). */
function fileProblem(file: File): 'unsupportedFileType' | 'fileTooLarge' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !EXTENSIONS.includes(ext)) return 'unsupportedFileType';
  return file.size > CONSULTATION_FILE_MAX_BYTES ? 'fileTooLarge' : null;
}

/**
 * /mypage/consultations/new — a member asks for a consultation (docs/decisions/0025-expert-consultations.md):
 * practice area, optionally the adviser (`?lawyer=` from a profile), the country, the question, up to five
 * files and the consent to share them. Sent as multipart; the server's refusal of a file (type, size, count)
 * is said in the member's language and nothing is kept.
 */
export default function ConsultationRequestPage() {
  const { t } = useExpertsI18n();
  return (
    <MembersOnly title={t('ex.request.title')}>
      <RequestForm />
    </MembersOnly>
  );
}

function RequestForm() {
  const { t, locale } = useExpertsI18n();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);
  const form = useForm<ConsultationRequestValues, unknown, ConsultationRequest>({
    resolver: zodResolver(consultationRequestSchema),
    defaultValues: {
      practiceId: params.get('practice') ?? '',
      lawyerId: params.get('lawyer') ?? '',
      country: (params.get('country') ?? '') as ConsultationRequestValues['country'],
      question: '',
      shareFiles: false,
    },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const e = formState.errors;
  // the selects show the form's values even when their options arrive later (a profile's `?lawyer=`)
  const [practiceId, lawyerId, country] = useWatch({ control, name: ['practiceId', 'lawyerId', 'country'] });
  const practices = useResource<{ practices: PublicPractice[] }>('/api/v1/practices');
  const lawyers = useResource<PublicLawyerList>('/api/v1/lawyers?limit=100');
  const names = codeNames(locale);
  const err = (message: unknown) =>
    typeof message === 'string' && message !== '' ? localizeText(message, locale) : undefined;
  const countries = LAWYER_COUNTRIES.map((code) => ({ code, name: names.country(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );

  const send = async (values: ConsultationRequest) => {
    if (sending.current) return;
    sending.current = true;
    setRefusal(null);
    const body = new FormData();
    body.append('practiceId', values.practiceId);
    if (values.lawyerId) body.append('lawyerId', values.lawyerId);
    body.append('country', values.country);
    body.append('question', values.question);
    body.append('shareFiles', String(values.shareFiles));
    for (const file of files) body.append('files', file, file.name);
    try {
      const res = await api.post('/api/v1/me/consultations', body);
      if (!res.ok) {
        for (const [field, message] of Object.entries(res.data.errors ?? {})) {
          setError(field as keyof ConsultationRequestValues, { type: 'server', message });
        }
        if (!res.data.errors) setRefusal(res.data.message);
        return;
      }
      void navigate('/mypage/consultations', { state: { sent: true } });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('list.loadFailed'));
    } finally {
      sending.current = false;
    }
  };

  const fieldError = (name: keyof ConsultationRequestValues) => {
    const text = err(e[name]?.message);
    return text ? (
      <p id={`${id}-${name}-error`} className="cs-error">
        {text}
      </p>
    ) : null;
  };
  const described = (name: keyof ConsultationRequestValues, hint = false) =>
    [e[name] ? `${id}-${name}-error` : '', hint ? `${id}-${name}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <CenterPage title={t('ex.request.title')} description={t('ex.request.lead')}>
      <p className="form-legend">{t('ex.request.lead')}</p>
      <form className="cs-card" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        <div className="cs-fields">
          <div className="cs-field">
            <label htmlFor={`${id}-practiceId`}>{t('ex.request.practice')}</label>
            <select
              id={`${id}-practiceId`}
              aria-required
              aria-invalid={e.practiceId ? true : undefined}
              aria-describedby={described('practiceId')}
              {...register('practiceId')}
              value={practiceId ?? ''}
            >
              <option value="">{t('ex.request.choose')}</option>
              {(practices.data?.practices ?? []).map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </select>
            {fieldError('practiceId')}
          </div>
          <div className="cs-field">
            <label htmlFor={`${id}-lawyerId`}>{t('ex.request.lawyer')}</label>
            <select
              id={`${id}-lawyerId`}
              aria-invalid={e.lawyerId ? true : undefined}
              aria-describedby={described('lawyerId')}
              {...register('lawyerId')}
              value={lawyerId ?? ''}
            >
              <option value="">{t('ex.request.anyLawyer')}</option>
              {(lawyers.data?.lawyers ?? [])
                .filter((lawyer) => lawyer.accepting)
                .map((lawyer) => (
                  <option key={lawyer._id} value={lawyer._id}>
                    {[lawyer.name, lawyer.firm].filter(Boolean).join(' · ')}
                  </option>
                ))}
            </select>
            {fieldError('lawyerId')}
          </div>
          <div className="cs-field">
            <label htmlFor={`${id}-country`}>{t('ex.request.country')}</label>
            <select
              id={`${id}-country`}
              aria-required
              aria-invalid={e.country ? true : undefined}
              aria-describedby={described('country')}
              {...register('country')}
              value={country ?? ''}
            >
              <option value="">{t('ex.request.choose')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            {fieldError('country')}
          </div>
          <div className="cs-field is-full">
            <label htmlFor={`${id}-question`}>{t('ex.request.question')}</label>
            <textarea
              id={`${id}-question`}
              rows={8}
              aria-required
              aria-invalid={e.question ? true : undefined}
              aria-describedby={described('question', true)}
              {...register('question')}
            />
            <p id={`${id}-question-hint`} className="cs-hint">
              {t('ex.request.questionHint')}
            </p>
            {fieldError('question')}
          </div>
          <div className="cs-field is-full">
            <label htmlFor={`${id}-files`}>{t('ex.request.files', { max: CONSULTATION_FILES_MAX })}</label>
            <input
              // a new input after each pick, so the next file starts from an empty picker
              key={files.length}
              id={`${id}-files`}
              type="file"
              accept={ACCEPT}
              disabled={files.length >= CONSULTATION_FILES_MAX}
              aria-describedby={`${id}-files-hint`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                // the server decides by content; a wrong extension or size is said before the upload
                const problem = fileProblem(file);
                setRefusal(problem ? message(problem, locale) : null);
                if (!problem) setFiles((current) => [...current, file]);
              }}
            />
            <p id={`${id}-files-hint`} className="cs-hint">
              {t('ex.request.filesHint')}
            </p>
            {files.length > 0 && (
              <ul className="cs-files">
                {files.map((file, index) => (
                  <li key={`${file.name}-${index}`}>
                    <span className="cs-file-name">{file.name}</span>{' '}
                    <span className="cs-muted">({formatBytes(file.size)})</span>{' '}
                    <button
                      type="button"
                      className="cs-link-button"
                      aria-label={t('ex.request.removeFile', { name: file.name })}
                      onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                    >
                      {t('ex.request.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="cs-field is-full">
            <label className="cs-check">
              <input type="checkbox" aria-describedby={`${id}-share-hint`} {...register('shareFiles')} />
              <span>{t('ex.request.share')}</span>
            </label>
            <p id={`${id}-share-hint`} className="cs-hint">
              {t('ex.request.shareHint')}
            </p>
            {fieldError('shareFiles')}
          </div>
        </div>
        {refusal && (
          <p className="cs-alert" role="alert">
            {refusal}
          </p>
        )}
        <div className="cs-actions">
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('ex.request.sending') : t('ex.request.send')}
          </button>
        </div>
      </form>
    </CenterPage>
  );
}
