import UploadFile from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';

/**
 * A button that picks an .xlsx and posts it (field `upload`) to `path`; `onAnswer` says what came of it. A
 * refusal shows the server's first field error or its message. The picker is emptied after each upload, so
 * the same file can be sent again once corrected.
 */
export function XlsxUploadButton<A>(props: {
  path: string;
  label: string;
  hint: string;
  disabled?: boolean;
  onAnswer(answer: A): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ConsoleDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('upload', file);
    setBusy(true);
    try {
      props.onAnswer(await dp.send<A>('POST', props.path, form));
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
      notify(Object.values(body?.errors ?? {})[0] ?? body?.message ?? 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        label={props.label}
        title={translate(props.hint)}
        disabled={busy || props.disabled}
        onClick={() => input.current?.click()}
      >
        <UploadFile />
      </Button>
    </>
  );
}
