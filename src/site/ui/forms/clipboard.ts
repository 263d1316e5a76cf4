/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it (a secure context, permission
 * not refused), else the older copy command on a hidden, selected text area (plain http, older browsers).
 * Says whether it worked, so the page can confirm it or tell the visitor to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused or unavailable: the fallback below still works in most browsers
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'visually-hidden';
  // a focused field: the site's copy protection leaves copying from it alone
  document.body.append(area);
  area.focus();
  area.select();
  try {
    // deprecated, but the only way without the Clipboard API
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}
