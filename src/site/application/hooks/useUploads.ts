import { useCallback, useRef, useState } from 'react';
import { ApiError } from '#src/api/client.ts';
import { useApi } from '../../api.tsx';
import { useApplicationI18n } from '../i18n.ts';
import { uploadDocument } from '../lib/uploadDocument.ts';
import type { ApplicationFile } from '../types.ts';
import type { ChosenFiles, DocKey } from '../wizard/documents.ts';

/**
 * Answers about the file itself (docs/decisions/0005-application-contract.md: 400 bad name, 413 too large,
 * 415 wrong type).
 */
const REFUSED_FILE = [400, 413, 415];

export interface UploadItem {
  key: DocKey;
  file: File;
  fraction: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
  /** False when the server refused the file itself (type, size, name): sending it again cannot help. */
  retryable?: boolean;
  stored?: ApplicationFile;
}

/**
 * Uploads the chosen documents to a saved application one after another (the first finishes sooner
 * than four sharing the line), each with its progress; a failed one keeps its file for a retry.
 */
export function useUploads(applicationId: string | null) {
  const { t } = useApplicationI18n();
  const api = useApi();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef(Promise.resolve());

  const patch = (key: DocKey, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const run = useCallback(
    (id: string, key: DocKey, file: File) => {
      queue.current = queue.current.then(async () => {
        patch(key, { status: 'uploading', fraction: 0, error: undefined });
        try {
          const stored = await uploadDocument(api, {
            applicationId: id,
            docKey: key,
            file,
            onProgress: (fraction) => patch(key, { fraction }),
          });
          patch(key, { status: 'done', fraction: 1, stored });
        } catch (error) {
          const message =
            error instanceof ApiError &&
            (error.status === 401 || error.body.code === 'applicantProofRequired')
              ? t('ap.upload.expired')
              : error instanceof ApiError && error.status > 0
                ? error.body.message
                : t('ap.upload.network');
          // a refusal comes after every byte was sent: the bar must not stay at 100 %
          const refused = error instanceof ApiError && REFUSED_FILE.includes(error.status);
          patch(key, { status: 'failed', error: message, fraction: 0, retryable: !refused });
        }
      });
      return queue.current;
    },
    [api, t],
  );

  /** Queues every chosen file; resolves when all have finished, successfully or not. */
  const start = useCallback(
    (files: ChosenFiles, id: string | null = applicationId) => {
      if (!id) return Promise.resolve();
      const chosen = (Object.entries(files) as [DocKey, File | undefined][]).filter(
        (entry): entry is [DocKey, File] => Boolean(entry[1]),
      );
      setItems(chosen.map(([key, file]) => ({ key, file, fraction: 0, status: 'waiting' })));
      for (const [key, file] of chosen) void run(id, key, file);
      return queue.current;
    },
    [applicationId, run],
  );

  const retry = useCallback(
    (key: DocKey) => {
      const item = items.find((x) => x.key === key);
      if (item && applicationId) {
        patch(key, { status: 'waiting', fraction: 0, error: undefined, retryable: undefined });
        void run(applicationId, key, item.file);
      }
    },
    [items, applicationId, run],
  );

  /** Drops a failed file from the list; another one is added from the application's page. */
  const remove = useCallback((key: DocKey) => {
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  return { items, start, retry, remove };
}
