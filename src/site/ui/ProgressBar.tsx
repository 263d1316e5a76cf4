/** An upload's progress: a native <progress> (announced by screen readers) with the percentage beside. */
export function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="ap-progress">
      <progress max={100} value={percent} aria-label={label}>
        {percent}%
      </progress>
      <span className="ap-progress-value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
