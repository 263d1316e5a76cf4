import { useReviewI18n } from './i18n.ts';

/** The manager's reply under a review, where there is one. */
export function ReviewReply({ reply }: { reply: string | null }) {
  const { t } = useReviewI18n();
  if (!reply) return null;
  return (
    <div className="rv-reply">
      <strong>{t('rv.reply')}</strong>
      <p>{reply}</p>
    </div>
  );
}
