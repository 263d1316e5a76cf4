import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  POST_CONTENT_MAX,
  POST_FILE_MAX_BYTES,
  POST_FILES_MAX,
  postFormSchema,
  postUpdateSchema,
  type PostFormValues,
} from '#domain/schemas/board.ts';
import { ApiError } from '../../api/client.ts';
import { useApi } from '../api.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { fileTypeLabel, formatBytes } from '../ui/format.ts';
import { readRecordToken, saveRecordToken } from '../ui/recordTokens.ts';
import { attempt } from '../ui/requests.ts';
import type { Post } from '#domain/schemas/board.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import { Honeypot, TextArea } from '../ui/Field.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import {
  EMPTY_WRITE_VALUES,
  WriteAuthorFields,
  WriteFormFooter,
  WriteFormHead,
} from '../ui/WriteFormParts.tsx';
import { useResource } from '../ui/useResource.ts';
import { useI18n } from '../i18n.tsx';
import { useBoardCode } from './BoardPage.tsx';
import './board.css';

type FieldName = keyof PostFormValues;
/** A post's file; a new upload carries the token that proves the writer uploaded it. */
type UploadedFile = FileRef & { token?: string };
const FIELDS: readonly FieldName[] = ['title', 'content', 'name', 'password', 'passwordConfirm', 'files'];
const ACCEPT = '.pdf,.hwp,.hwpx,.docx,.xlsx,.jpg,.jpeg,.png,.gif,.webp';

/** /board/{code}/write and /board/{code}/{_post}/edit (after the password): a post with attachments. */
export function PostWritePage() {
  const { _post } = useParams();
  const code = useBoardCode();
  const token = _post ? readRecordToken('post', _post) : null;
  if (_post && !token) return <Navigate to={`/board/${code}/${_post}`} replace />;
  return <PostForm code={code} id={_post} token={token} />;
}

function PostForm({ code, id, token }: { code: string; id: string | undefined; token: string | null }) {
  const { t } = useI18n();
  const api = useApi();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { author?: string } | null };
  const author = state?.author ?? '';
  const editing = Boolean(id);
  const apiBase = `/api/v1/boards/${encodeURIComponent(code)}`;
  // null until the author changes the attachments: then the loaded post's files are the list
  const [changedFiles, setChangedFiles] = useState<UploadedFile[] | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const current = useResource<{ post: Post }>(id ? `${apiBase}/posts/${encodeURIComponent(id)}` : null);

  const resolver = editing ? zodResolver(postUpdateSchema) : zodResolver(postFormSchema);
  const form = useForm<PostFormValues>({
    resolver: resolver as unknown as Resolver<PostFormValues>,
    defaultValues: { ...EMPTY_WRITE_VALUES, files: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const loaded = current.data?.post;
  const files: UploadedFile[] = changedFiles ?? loaded?.files ?? [];
  const setFiles = (change: (list: UploadedFile[]) => UploadedFile[]) =>
    setChangedFiles((list) => change(list ?? loaded?.files ?? []));
  useEffect(() => {
    if (!loaded) return;
    // the public post shows the masked name: the full one comes from the password check (or is typed again)
    form.reset({ title: loaded.title, content: loaded.content, name: author, files: [] });
  }, [loaded, form, author]);

  const heading = editing ? t('board.editTitle') : t('board.writeTitle');

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(e.target.files ?? [])];
    e.target.value = '';
    setFileProblem(null);
    let count = files.length;
    for (const file of picked) {
      if (count >= POST_FILES_MAX) {
        setFileProblem(t('board.filesMax', { max: POST_FILES_MAX }));
        break;
      }
      if (file.size > POST_FILE_MAX_BYTES) {
        setFileProblem(t('board.fileTooBig', { name: file.name, max: formatBytes(POST_FILE_MAX_BYTES) }));
        continue;
      }
      setUploading(file.name);
      const body = new FormData();
      body.append('upload', file);
      try {
        const res = await api.upload<{ file: UploadedFile }>(`${apiBase}/files`, body);
        if (res.ok) {
          count += 1;
          setFiles((list) => [...list, res.data.file]);
        } else setFileProblem(res.data.message);
      } catch (error) {
        setFileProblem(error instanceof ApiError ? error.body.message : t('form.failed'));
      } finally {
        setUploading(null);
      }
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const fileIds = files.map((f) => f._id);
    // the proof of this writer's new uploads: only their uploader attaches them
    const uploadTokens = files.flatMap((f) => (f.token ? [f.token] : []));
    if (editing && id && token) {
      const body = postUpdateSchema.parse({
        title: values.title,
        content: values.content,
        name: values.name,
        files: fileIds,
        uploadTokens,
      });
      const out = await attempt(
        () =>
          api.put<{ post: Post }>(`${apiBase}/posts/${encodeURIComponent(id)}`, body, {
            headers: { 'X-Post-Token': token },
          }),
        t('form.failed'),
      );
      if (!out.ok) return fail(out.status, out.message, out.errors);
      navigate(`/board/${code}/${id}`, { replace: true });
      return;
    }
    const out = await attempt(
      () =>
        api.post<{ post: Post; token: string }>(`${apiBase}/posts`, {
          title: values.title,
          content: values.content,
          name: values.name,
          password: values.password,
          files: fileIds,
          uploadTokens,
          website: values.website,
        }),
      t('form.failed'),
    );
    if (!out.ok) return fail(out.status, out.message, out.errors);
    saveRecordToken('post', out.data.post._id, out.data.token);
    navigate(`/board/${code}/${out.data.post._id}`, { replace: true });
  });

  function fail(status: number, message: string, errors?: Record<string, string>) {
    if (status === 401 && id) {
      navigate(`/board/${code}/${id}`, { replace: true });
      return;
    }
    let focused = false;
    for (const [field, text] of Object.entries(errors ?? {})) {
      const name = field.split('.')[0] as FieldName;
      if (!FIELDS.includes(name)) continue;
      if (name === 'files') setFileProblem(text);
      else form.setError(name, { message: text }, { shouldFocus: !focused });
      focused = true;
    }
    if (!focused) setProblem(message);
  }

  const page = (children: React.ReactNode) => (
    <CenterPage title={t('page.board')} heading={heading} description={t('board.meta.write')}>
      {children}
    </CenterPage>
  );
  if (editing && current.status !== undefined)
    return page(<LoadFailed message={current.message} onRetry={current.reload} />);
  if (editing && !loaded) return page(<Loading />);

  return page(
    <form className="write-form" onSubmit={onSubmit} noValidate aria-labelledby="write-title">
      <WriteFormHead
        heading={heading}
        titleId="post-title"
        registration={form.register('title')}
        error={errors.title?.message}
      />
      <WriteAuthorFields
        idPrefix="post"
        nameHint={t('board.nameHint')}
        askPassword={!editing}
        register={(name) => form.register(name)}
        errors={errors}
      />
      <TextArea
        id="post-content"
        label={t('form.content')}
        required
        rows={12}
        maxLength={POST_CONTENT_MAX}
        registration={form.register('content')}
        error={errors.content?.message}
      />
      <div className="form-field">
        <p className="form-label" id="post-files-label">
          {t('board.files')}
        </p>
        <p className="form-hint" id="post-files-hint">
          {t('board.filesHint', { max: POST_FILES_MAX, size: formatBytes(POST_FILE_MAX_BYTES) })}
        </p>
        {files.length > 0 && (
          <ul className="upload-list" aria-labelledby="post-files-label">
            {files.map((file) => (
              <li key={file._id}>
                <span className="file-type">{fileTypeLabel(file.type, file.name)}</span>
                <span className="file-name">{file.name}</span>
                <span className="file-size">{formatBytes(file.size)}</span>
                <button
                  type="button"
                  className="text-button"
                  onClick={() => setFiles((list) => list.filter((f) => f._id !== file._id))}
                  aria-label={t('board.removeFile', { name: file.name })}
                >
                  {t('board.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={fileInput}
          id="post-files"
          type="file"
          multiple
          accept={ACCEPT}
          className="visually-hidden"
          aria-describedby="post-files-hint"
          onChange={onPick}
          disabled={Boolean(uploading) || files.length >= POST_FILES_MAX}
        />
        <label
          htmlFor="post-files"
          className={`btn btn-outline upload-button${uploading || files.length >= POST_FILES_MAX ? ' is-disabled' : ''}`}
        >
          {t('board.addFiles')}
        </label>
        <p className="form-status" role="status">
          {uploading ? t('board.uploading', { name: uploading }) : ''}
        </p>
        {fileProblem && (
          <p className="form-error" role="alert">
            {fileProblem}
          </p>
        )}
      </div>
      <Honeypot registration={form.register('website')} />
      <WriteFormFooter
        problem={problem}
        cancelTo={editing ? `/board/${code}/${id}` : `/board/${code}`}
        busy={isSubmitting || Boolean(uploading)}
        submitLabel={isSubmitting ? t('form.saving') : editing ? t('form.saveEdit') : t('board.submit')}
      />
    </form>,
  );
}

export default PostWritePage;
