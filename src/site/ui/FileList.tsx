import { contentLang } from '#domain/contentLang.ts';
import { useI18n } from '../i18n.tsx';
import { fileTypeLabel, formatBytes } from './format.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import { DownloadIcon } from './SearchIcon.tsx';

/** Attachments with name, type and size; each is a download link that says what it downloads. */
export function FileList({ files, heading }: { files: FileRef[]; heading?: string }) {
  const { t, locale } = useI18n();
  if (files.length === 0) return null;
  const title = heading ?? t('post.files');
  return (
    <section className="file-list" aria-label={title}>
      <h2 className="file-list-title">
        {title} <span className="file-list-count">({files.length})</span>
      </h2>
      <ul>
        {files.map((file) => {
          const type = fileTypeLabel(file.type, file.name);
          const size = formatBytes(file.size);
          return (
            <li key={file._id}>
              <a href={file.url} download={file.name} className="file-link">
                <span className="file-type" aria-hidden="true">
                  {type}
                </span>
                <span className="file-name" lang={contentLang(file.name, locale)}>
                  {file.name}
                </span>
                <span className="file-meta">
                  <span className="visually-hidden">{t('post.fileType', { type })}, </span>
                  {size}
                </span>
                <DownloadIcon />
                <span className="visually-hidden">{t('post.download')}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
