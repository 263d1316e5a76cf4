/** A 1–5 rating as stars, read out as its number. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="rv-stars" role="img" aria-label={label}>
      {'★'.repeat(rating)}
      <span className="rv-stars-off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}
