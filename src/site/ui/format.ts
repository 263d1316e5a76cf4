import { formatNumber } from '#domain/format.ts';

/** 1,234 B · 12.3 KB · 4.5 MB — bytes in the unit a person reads at a glance. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/x-hwp': 'HWP',
  'application/vnd.hancom.hwpx': 'HWPX',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WEBP',
};

/** A short file type for people: PDF, XLSX, HWP … (from the MIME type, else the name's extension). */
export function fileTypeLabel(type: string, name = ''): string {
  const known = TYPE_LABELS[type];
  if (known) return known;
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1];
  return ext ? ext.toUpperCase() : type.split('/').pop()?.toUpperCase() || '';
}

/** The list number of a row: the newest gets `total`, counting down across pages. */
export function rowNumber(total: number, page: number, limit: number, index: number): number {
  return total - (page - 1) * limit - index;
}
