import { ApiError, type ApiClient } from '#src/api/client.ts';
import type { ApplicationFile } from '../types.ts';
import { applicantToken } from './session.ts';

export type UploadedDocument = ApplicationFile;

/**
 * POST /api/v1/application/{_id}/upload (docs/decisions/0005-application-contract.md): multipart `upload` +
 * `name` (the document key), with progress, through the site's one client with the applicant's
 * X-Applicant-Token. A refusal comes back as an ApiError (400 bad name, 413 size, 415 type, 403 window or
 * expired proof).
 */
export async function uploadDocument(api: ApiClient, options: UploadOptions): Promise<UploadedDocument> {
  return (await postDocument(api, options)).file;
}

interface UploadOptions {
  applicationId: string;
  docKey: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The upload's whole answer: the file, and whether it completed an open 보완요청 (the application then
 * returns to review; docs/decisions/0032-notice-idempotency-and-applicant-supplement.md).
 */
export async function postDocument(
  api: ApiClient,
  options: UploadOptions,
): Promise<{ file: UploadedDocument; supplementAnswered: boolean }> {
  const { applicationId, docKey, file, onProgress, signal } = options;
  const form = new FormData();
  // The name field first: a streaming server reads it before the file's bytes arrive.
  form.append('name', docKey);
  form.append('upload', file, file.name);
  const result = await api.upload<{ file: UploadedDocument; supplementAnswered: boolean }>(
    `/api/v1/application/${encodeURIComponent(applicationId)}/upload`,
    form,
    onProgress,
    { headers: applicantToken.headers(), signal },
  );
  if (!result.ok) throw new ApiError(result.status, result.data);
  onProgress?.(1);
  return result.data;
}
