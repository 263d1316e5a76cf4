import { useFormContext } from 'react-hook-form';
import { useApplicationI18n } from '../i18n.ts';
import { FileField } from '../components/FileField.tsx';
import { formatBytes } from '../../ui/files.ts';
import type { UploadedDocument } from '../lib/uploadDocument.ts';
import { documentsFor, type ChosenFiles, type DocKey } from '../wizard/documents.ts';
import type { WizardValues } from '../wizard/values.ts';

/**
 * Step 5: one file input per document. Files are checked on choosing and uploaded after the
 * application is saved, each with its progress bar; in an existing application the stored file shows
 * with a way to replace or delete it.
 */
export function DocumentsStep({
  files,
  onFile,
  stored,
  onDelete,
  disabled,
}: {
  files: ChosenFiles;
  onFile(key: DocKey, file: File | null): void;
  stored?: Partial<Record<string, UploadedDocument>>;
  onDelete?: (key: DocKey) => void;
  disabled: boolean;
}) {
  const { t } = useApplicationI18n();
  const { watch } = useFormContext<WizardValues>();
  const docs = documentsFor({
    qualificationType: watch('qualificationType'),
    isAsset: watch('isAsset'),
    isCar: watch('isCar'),
  });
  return (
    <div className="ap-fields">
      <p className="ap-hint">{t('ap.documents.lead')}</p>
      {docs.map(({ key, needed }) => {
        const current = stored?.[key];
        return (
          <FileField
            key={key}
            id={`ap-doc-${key}`}
            label={
              <>
                {t(`ap.doc.${key}`)}{' '}
                <span className={`ap-badge ${needed ? 'is-info' : ''}`}>
                  {needed ? t('ap.documents.needed') : t('ap.documents.optional')}
                </span>
              </>
            }
            description={t(`ap.doc.${key}Hint`)}
            file={files[key] ?? null}
            onChange={(file) => onFile(key, file)}
            disabled={disabled}
            current={
              current ? (
                <p className="ap-file-current">
                  {t('ap.documents.stored')}: <span className="ap-file-name">{current.filename}</span>{' '}
                  <span className="ap-muted">({formatBytes(current.size)})</span>{' '}
                  {onDelete && (
                    <button
                      type="button"
                      className="ap-link-button"
                      disabled={disabled}
                      onClick={() => onDelete(key)}
                      aria-label={t('ap.documents.deleteNamed', { name: current.filename })}
                    >
                      {t('ap.documents.delete')}
                    </button>
                  )}
                </p>
              ) : null
            }
          />
        );
      })}
    </div>
  );
}
