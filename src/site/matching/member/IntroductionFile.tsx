import { useState } from 'react';
import { formatBytes } from '../../ui/files.ts';
import { useApi } from '../../api.tsx';
import { attempt } from '../../ui/requests.ts';
import { useResource } from '../../ui/useResource.ts';
import { useMatchingI18n } from '../i18n.ts';
import type { FileRef } from '../types.ts';
import { UploadField } from '../ui/UploadField.tsx';

/**
 * The seller's company introduction file (docs/spec.md § 5: pdf, xlsx, jpg, png up to 50 MB, PDF
 * recommended), with the warning to take personal data out first: buyers download it as it is.
 */
export function IntroductionFile() {
  const { t } = useMatchingI18n();
  const api = useApi();
  const current = useResource<{ introduction: FileRef | null }>('/api/v1/me/introductions');
  const [file, setFile] = useState<FileRef | null | undefined>(undefined);
  const shown = file === undefined ? current.data?.introduction : file;
  const remove = async () => {
    if (!window.confirm(t('mt.introduction.removeConfirm'))) return;
    const res = await attempt(() => api.delete('/api/v1/me/introductions'), t('mt.network'));
    if (res.ok) setFile(null);
    else window.alert(res.message);
  };
  return (
    <div className="form-field">
      <h3 className="form-label">{t('mt.introduction.title')}</h3>
      <p className="warning-box" role="note">
        {t('mt.introduction.warning')}
      </p>
      {shown ? (
        <p>
          <a href={shown.url} download={shown.name}>
            {shown.name}
          </a>{' '}
          ({formatBytes(shown.size)}){' '}
          <button type="button" className="text-button" onClick={() => void remove()}>
            {t('mt.introduction.remove')}
          </button>
        </p>
      ) : (
        <p className="form-hint">{t('mt.introduction.none')}</p>
      )}
      <UploadField<{ introduction: FileRef }>
        path="/api/v1/me/introductions"
        label={t(shown ? 'mt.introduction.replace' : 'mt.introduction.upload')}
        accept=".pdf,.xlsx,.jpg,.jpeg,.png"
        hint={t('mt.introduction.hint')}
        onUploaded={(data) => setFile(data.introduction)}
      />
    </div>
  );
}
