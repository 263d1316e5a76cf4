import { useSyncExternalStore } from 'react';
import type { UploadProgressListener } from '../dataProvider/index.ts';

type Progress = Parameters<UploadProgressListener>[0];

/**
 * The dataProvider reports the progress of the file it is uploading (fetch has none, the client uses XHR);
 * forms show it while they save. One upload runs at a time, so one value is enough.
 */
let current: Progress = null;
const listeners = new Set<() => void>();

export const reportUploadProgress: UploadProgressListener = (progress) => {
  current = progress;
  for (const listener of listeners) listener();
};

export function useUploadProgress(): Progress {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
