import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '#domain/format.ts';
import { useApi } from '../../api.tsx';
import { useApplicationWindow } from '../hooks/useApplicationWindow.ts';
import { useApplicationI18n } from '../i18n.ts';
import type { PublicDraw } from '../types.ts';
import { PageFrame } from './PageFrame.tsx';

/**
 * `/application/draw[?round=<schedule id>]`: how the draw can be checked, with the round's seed hash (from
 * the commitment) and, once drawn, the seed and the eligible list to download for server/tools/verify-draw.ts
 * (docs/decisions/0028-verifiable-draw.md).
 */
export function DrawVerifyPage() {
  const { t } = useApplicationI18n();
  const api = useApi();
  const [params] = useSearchParams();
  const appWindow = useApplicationWindow(null);
  const scheduleId = params.get('round') ?? appWindow.schedule?._id ?? null;
  const [draw, setDraw] = useState<PublicDraw | null>(null);
  useEffect(() => {
    if (!scheduleId) return;
    let live = true;
    api.get<{ draw: PublicDraw }>(`/api/v1/application/schedules/${scheduleId}/draw`).then(
      (res) => live && res.ok && setDraw(res.data.draw),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, scheduleId]);
  const path = `/api/v1/application/schedules/${scheduleId ?? ''}/draw`;
  return (
    <PageFrame title={t('ap.draw.title')}>
      <p className="ap-lead">{t('ap.draw.lead')}</p>
      <ol className="ap-draw-steps">
        <li>{t('ap.draw.how1')}</li>
        <li>{t('ap.draw.how2')}</li>
        <li>{t('ap.draw.how3')}</li>
        <li>{t('ap.draw.how4')}</li>
      </ol>
      {draw && (
        <section className="ap-card" data-testid="draw-public">
          <h2>{t('ap.result.round', { round: draw.round })}</h2>
          <p>{t('ap.draw.seedHash')}</p>
          <p style={{ wordBreak: 'break-all' }}>
            <code>{draw.seedHash ?? t('ap.draw.notCommitted')}</code>
          </p>
          {draw.seed ? (
            <>
              <p>{t('ap.draw.seed')}</p>
              <p style={{ wordBreak: 'break-all' }}>
                <code>{draw.seed}</code>
              </p>
              {draw.drawnAt && (
                <p>
                  {t('ap.draw.drawnAt')}: {formatDateTime(draw.drawnAt)}
                </p>
              )}
              <p>
                <a href={path} download="draw.json">
                  {t('ap.draw.download')}
                </a>
              </p>
              <p>{t('ap.draw.command')}</p>
              <pre style={{ whiteSpace: 'pre-wrap' }}>node server/tools/verify-draw.ts --draw draw.json</pre>
            </>
          ) : (
            <p>{t('ap.draw.notDrawn')}</p>
          )}
        </section>
      )}
    </PageFrame>
  );
}

export default DrawVerifyPage;
