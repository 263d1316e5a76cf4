import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { FileRef } from '#domain/schemas/file.ts';
import { PERSONAL_DATA_PROOF_HEADER } from '#domain/schemas/personalData.ts';
import { ApiError, type ApiErrorBody, type ApiResult } from '../api/client.ts';
import type { ConsoleClient } from '../authProvider/consoleClient.ts';
import { listQuery, type ListParams } from './query.ts';
import { apiPathOf, keysetOf, pluralOf, singularOf } from './resources.ts';

export { listQuery, type ListParams, type Query, type QueryValue } from './query.ts';
export { apiPathOf, pluralOf, singularOf } from './resources.ts';
export type { FileRef } from '#domain/schemas/file.ts';

/** A file the manager has just picked in a react-admin FileInput. */
export interface PickedFile {
  rawFile: File;
  src?: string;
  title?: string;
}

/** Upload progress of one picked file, 0…1, for the form to show. */
export type UploadProgressListener = (progress: { name: string; fraction: number } | null) => void;

export interface DataProviderOptions {
  onUploadProgress?: UploadProgressListener;
  /** Saves an exported file; the browser default clicks a temporary download link. */
  saveFile?: (blob: Blob, filename: string) => void;
}

/**
 * A confirmed secondary password and the reason typed with it
 * (docs/decisions/0007-personal-data-and-access-log.md).
 */
export interface PersonalDataAccess {
  token: string;
  reason: string;
}

export interface ConsoleDataProvider extends DataProvider {
  /**
   * Downloads the server's .xlsx of a list with the same filter and sort, every row (no 1,000-row cap).
   * `personalData` is required by lists of personal data
   * (docs/decisions/0007-personal-data-and-access-log.md).
   */
  exportXlsx(
    resource: string,
    params: Pick<ListParams, 'filter' | 'sort'> & { personalData?: PersonalDataAccess },
  ): Promise<string>;
  /** `POST /api/console/me/verify`: a 400 comes back as react-admin's HttpError with `errors.subPassword`. */
  verifySubPassword(subPassword: string): Promise<{ token: string; expiresAt: string }>;
  /** Fetches a protected file (a document of an application) with the manager's token, as a blob. */
  fetchFile(path: string): Promise<{ blob: Blob; filename: string | null }>;
  /**
   * A console route that is not a record of a resource — a setting (`PUT /api/console/forms/email`) or an
   * action (`POST /api/console/messages/test`). A 400 comes back as react-admin's HttpError with its fields.
   */
  /** A call outside the resources; `headers` e.g. an Idempotency-Key. */
  send<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
}

/**
 * What a call sends for clear personal data: `meta.personalData` of getList/getOne becomes the proof header
 * and `?reveal=1&reason=` (docs/decisions/0007-personal-data-and-access-log.md).
 */
function revealOptions(personalData: PersonalDataAccess | undefined) {
  if (!personalData) return { query: {}, headers: undefined };
  return {
    query: { reveal: 1, reason: personalData.reason },
    headers: { [PERSONAL_DATA_PROOF_HEADER]: personalData.token },
  };
}

function personalDataOf(meta: unknown): PersonalDataAccess | undefined {
  const value = (meta as { personalData?: PersonalDataAccess } | undefined)?.personalData;
  return value?.token ? value : undefined;
}

/**
 * The path the multipart upload goes to, and the form field it expects (docs/decisions/0003-api-contract.md).
 */
export const UPLOAD_PATH = '/api/console/files';
export const UPLOAD_FIELD = 'upload';

/** A record as react-admin wants it: `id` = the API's `_id`. */
export function toRecord<T extends Record<string, unknown>>(item: T): T & RaRecord {
  return { ...item, id: item._id as Identifier };
}

/** A record as the API wants it: react-admin's `id` is dropped (the id travels in the URL). */
export function toBody(data: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...rest } = data;
  return rest;
}

export function isPickedFile(value: unknown): value is PickedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'rawFile' in value &&
    typeof Blob !== 'undefined' &&
    (value as PickedFile).rawFile instanceof Blob
  );
}

function isFileRef(value: unknown): value is Pick<FileRef, '_id'> {
  return typeof value === 'object' && value !== null && typeof (value as FileRef)._id === 'string';
}

/** Fields whose items are files: `files` always, and any field holding a freshly picked file. */
function isFileField(key: string, value: unknown): boolean {
  if (key === 'files') return true;
  if (isPickedFile(value)) return true;
  return Array.isArray(value) && value.some(isPickedFile);
}

/** react-admin's error for a 400: `body.errors` puts each server message under its field. */
function validationError(body: ApiErrorBody): HttpError {
  return new HttpError(body.message, 400, { ...body, errors: body.errors ?? {} });
}

/** Any other failure, with its status so that authProvider.checkError can tell 401 from 403. */
function httpError(error: unknown): unknown {
  if (error instanceof ApiError) return new HttpError(error.message, error.status, error.body);
  return error;
}

function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw validationError(result.data);
  return result.data;
}

function defaultSaveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The react-admin dataProvider of the console on the one HTTP client (docs/decisions/0003-api-contract.md):
 * lists `GET /api/console/<path>?page&limit&sort&order&q&<filters>` → `{ <plural>: [...], total }`,
 * one record `{ <singular> }`, create `POST` (201), update `PUT /<id>`, delete `DELETE /<id>` (204);
 * bulk calls are one request per id. Picked files are uploaded first and replaced by their ids.
 */
export function createDataProvider(
  client: ConsoleClient,
  options: DataProviderOptions = {},
): ConsoleDataProvider {
  const call = async <T>(run: () => Promise<ApiResult<T>>): Promise<T> => {
    await client.ensureFresh();
    try {
      return unwrap(await run());
    } catch (error) {
      throw httpError(error);
    }
  };

  const itemPath = (resource: string, id: Identifier) =>
    `${apiPathOf(resource)}/${encodeURIComponent(String(id))}`;

  const readOne = (resource: string, answer: Record<string, unknown>) => {
    const item = answer[singularOf(resource)];
    if (typeof item !== 'object' || item === null) {
      throw new HttpError(`The answer has no "${singularOf(resource)}"`, 500, answer);
    }
    return toRecord(item as Record<string, unknown>);
  };

  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal, meta?: unknown) => {
    const reveal = revealOptions(personalDataOf(meta));
    return readOne(
      resource,
      await call(() =>
        client.get<Record<string, unknown>>(itemPath(resource, id), {
          signal,
          query: reveal.query,
          headers: reveal.headers,
        }),
      ),
    );
  };

  const uploadOne = async (file: PickedFile, field: string): Promise<string> => {
    const form = new FormData();
    const name = file.rawFile instanceof File ? file.rawFile.name : (file.title ?? 'file');
    form.append(UPLOAD_FIELD, file.rawFile, name);
    options.onUploadProgress?.({ name, fraction: 0 });
    try {
      const answer = await call(() =>
        client.upload<{ file: FileRef }>(UPLOAD_PATH, form, (fraction) =>
          options.onUploadProgress?.({ name, fraction }),
        ),
      );
      return answer.file._id;
    } catch (error) {
      // 400 (no file), 413 (too large), 415 (wrong type): show the message under the file input.
      if (error instanceof HttpError && [400, 413, 415].includes(error.status)) {
        throw new HttpError(error.message, 400, { ...error.body, errors: { [field]: error.message } });
      }
      throw error;
    } finally {
      options.onUploadProgress?.(null);
    }
  };

  /** Uploads picked files in order and replaces every file (picked or FileRef) by its id. */
  const withUploadedFiles = async (data: Record<string, unknown>) => {
    const body = toBody(data);
    for (const [key, value] of Object.entries(body)) {
      if (!isFileField(key, value)) continue;
      const toId = async (item: unknown) =>
        isPickedFile(item) ? uploadOne(item, key) : isFileRef(item) ? item._id : item;
      if (Array.isArray(value)) {
        const ids: unknown[] = [];
        for (const item of value) ids.push(await toId(item)); // one at a time: progress stays readable
        body[key] = ids;
      } else if (value !== null && value !== undefined) {
        body[key] = await toId(value);
      }
    }
    // a picked file of another language (a popup's English image: translations.en.image,
    // docs/decisions/0012-localized-content.md)
    const translations = body.translations;
    if (typeof translations === 'object' && translations !== null) {
      for (const [locale, texts] of Object.entries(translations as Record<string, unknown>)) {
        if (typeof texts !== 'object' || texts === null) continue;
        const fields = texts as Record<string, unknown>;
        for (const [key, value] of Object.entries(fields)) {
          if (isPickedFile(value)) fields[key] = await uploadOne(value, `translations.${locale}.${key}`);
        }
      }
    }
    return body;
  };

  /** The page each cursor-paged list showed last, by resource: what its next and previous pages start from. */
  const shownPages = new Map<string, { key: string; page: number; first: Identifier; last: Identifier }>();

  const getList = async (resource: string, params: ListParams & { signal?: AbortSignal; meta?: unknown }) => {
    const reveal = revealOptions(personalDataOf(params.meta));
    const query = listQuery(params);
    // the same list (filter, order, page size) one page on or back: start from the row next to it
    const paging = keysetOf(resource) && params.pagination ? params.pagination : undefined;
    const key = JSON.stringify([params.filter, params.sort, paging?.perPage]);
    const shown = shownPages.get(resource);
    if (paging && shown?.key === key) {
      if (paging.page === shown.page + 1) query.after = String(shown.last);
      if (paging.page === shown.page - 1) query.before = String(shown.first);
    }
    const answer = await call(() =>
      client.get<Record<string, unknown>>(apiPathOf(resource), {
        query: { ...query, ...reveal.query },
        headers: reveal.headers,
        signal: params.signal,
      }),
    );
    const items = answer[pluralOf(resource)];
    if (!Array.isArray(items)) throw new HttpError(`The answer has no "${pluralOf(resource)}"`, 500, answer);
    const data = items.map((item: Record<string, unknown>) => toRecord(item));
    const [first, last] = [data[0], data[data.length - 1]];
    if (paging && first && last)
      shownPages.set(resource, { key, page: paging.page, first: first.id, last: last.id });
    else shownPages.delete(resource);
    const total = typeof answer.total === 'number' ? answer.total : data.length;
    // an estimated total (docs/decisions/0048-capped-list-totals.md) reaches the pagination's label in `meta`
    return answer.totalEstimated === true ? { data, total, meta: { totalEstimated: true } } : { data, total };
  };

  const update = async (resource: string, id: Identifier, data: Record<string, unknown>) => {
    const body = await withUploadedFiles(data);
    const answer = await call(() => client.put<Record<string, unknown>>(itemPath(resource, id), body));
    return readOne(resource, answer);
  };

  const remove = (resource: string, id: Identifier) =>
    call(() => client.delete<null>(itemPath(resource, id)));

  // react-admin's methods are generic in the record type; the API's records are whatever the resource holds.
  const provider: ConsoleDataProvider = {
    getList: async <R extends RaRecord>(
      resource: string,
      params: ListParams & { signal?: AbortSignal; meta?: unknown },
    ) => {
      const { data, ...rest } = await getList(resource, params);
      return { data: data as R[], ...rest };
    },

    getOne: async <R extends RaRecord>(
      resource: string,
      params: { id: Identifier; signal?: AbortSignal; meta?: unknown },
    ) => ({
      data: (await getOne(resource, params.id, params.signal, params.meta)) as R,
    }),

    getMany: async <R extends RaRecord>(
      resource: string,
      params: { ids: Identifier[]; signal?: AbortSignal },
    ) => ({
      data: (await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal)))) as R[],
    }),

    getManyReference: async <R extends RaRecord>(
      resource: string,
      params: ListParams & { target: string; id: Identifier; signal?: AbortSignal },
    ) => {
      const { data, total } = await getList(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
      return { data: data as R[], total };
    },

    create: async <_R, Result extends RaRecord>(resource: string, params: { data: Partial<unknown> }) => {
      const body = await withUploadedFiles(params.data as Record<string, unknown>);
      const answer = await call(() => client.post<Record<string, unknown>>(apiPathOf(resource), body));
      return { data: readOne(resource, answer) as Result };
    },

    update: async <R extends RaRecord>(
      resource: string,
      params: { id: Identifier; data: Partial<unknown> },
    ) => ({
      data: (await update(resource, params.id, params.data as Record<string, unknown>)) as R,
    }),

    updateMany: async (resource, params) => {
      for (const id of params.ids) await update(resource, id, params.data as Record<string, unknown>);
      return { data: params.ids };
    },

    delete: async <R extends RaRecord>(resource: string, params: { id: Identifier; previousData?: R }) => {
      await remove(resource, params.id);
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },

    deleteMany: async (resource, params) => {
      for (const id of params.ids) await remove(resource, id);
      return { data: params.ids };
    },

    exportXlsx: async (resource, params) => {
      await client.ensureFresh();
      try {
        const reveal = params.personalData
          ? {
              query: { reason: params.personalData.reason },
              headers: { [PERSONAL_DATA_PROOF_HEADER]: params.personalData.token },
            }
          : { query: {}, headers: undefined };
        const { blob, filename } = await client.blob(`${apiPathOf(resource)}/export`, {
          query: { ...listQuery(params, { paged: false }), ...reveal.query },
          headers: reveal.headers,
        });
        const name = filename ?? `${pluralOf(resource)}.xlsx`;
        (options.saveFile ?? defaultSaveFile)(blob, name);
        return name;
      } catch (error) {
        throw httpError(error);
      }
    },
    verifySubPassword: async (subPassword) => {
      const answer = await call(() =>
        client.post<{ verification: { token: string; expiresAt: string } }>('/api/console/me/verify', {
          subPassword,
        }),
      );
      return answer.verification;
    },

    fetchFile: async (path) => {
      await client.ensureFresh();
      try {
        return await client.blob(path);
      } catch (error) {
        throw httpError(error);
      }
    },

    send: <T>(
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      body?: unknown,
      headers?: Record<string, string>,
    ) =>
      call<T>(() => {
        const opts = headers ? { headers } : {};
        return method === 'GET'
          ? client.get<T>(path, opts)
          : method === 'POST'
            ? client.post<T>(path, body, opts)
            : client.put<T>(path, body, opts);
      }),
    supportAbortSignal: true,
  };
  return provider;
}

/**
 * The same export outside react-admin's hooks (docs/decisions/0003-api-contract.md: `GET
 * /api/console/<path>/export`, .xlsx).
 */
export function exportXlsx(
  dataProvider: ConsoleDataProvider,
  resource: string,
  filter: Record<string, unknown>,
  sort?: ListParams['sort'],
): Promise<string> {
  return dataProvider.exportXlsx(resource, { filter, sort });
}
