import { reviewSettingsSchema } from '#domain/schemas/shopReviews.ts';
import { NumberSettingsButton } from '../common/NumberSettingsButton.tsx';

/** The points a review earns (a console setting, docs/decisions/0042-shop-reviews-and-questions.md). */
export function ReviewSettingsButton({ R }: { R: string }) {
  return (
    <NumberSettingsButton
      id="review-settings"
      api="/api/console/shop/reviewSettings"
      R={R}
      fields={['points', 'photoPoints']}
      schema={reviewSettingsSchema}
    />
  );
}
