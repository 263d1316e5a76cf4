import { APPLICATION_FILE_EXTENSIONS, LIMITS } from '#domain/constants.ts';
import { formatNumber } from '#domain/format.ts';

/** The extensions the file picker offers and the client accepts (the server checks the bytes). */
export const ACCEPTED_EXTENSIONS = [...APPLICATION_FILE_EXTENSIONS, 'jpeg'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const MAX_UPLOAD_MB = LIMITS.uploadMaxBytes / 1024 / 1024;

export type FileProblem = 'type' | 'size' | 'empty' | null;

/**
 * docs/spec.md § 5: pdf, xlsx, jpg, png up to 50 MB, checked before anything is sent so the applicant learns
 * it at once instead of after a long upload.
 */
export function checkFile(file: Pick<File, 'name' | 'size'>): FileProblem {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > LIMITS.uploadMaxBytes) return 'size';
  return null;
}

/** 1536 → '1.5 KB', 52428800 → '50 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${formatNumber(Number(kb.toFixed(1)))} KB`;
  return `${formatNumber(Number((kb / 1024).toFixed(1)))} MB`;
}
