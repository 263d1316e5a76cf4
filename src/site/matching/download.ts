import type { ApiClient } from '../../api/client.ts';

/**
 * Downloads a file that needs the member's token (a plain link carries none): fetch it as a blob, then
 * hand it to the browser under the server's file name.
 */
export async function downloadWithToken(api: ApiClient, path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await api.blob(path);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
