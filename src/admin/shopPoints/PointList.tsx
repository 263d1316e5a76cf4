import { useState, type FormEvent } from 'react';
import Settings from '@mui/icons-material/Settings';
import { TextField } from '@mui/material';
import {
  Button,
  DataTable,
  FilterButton,
  TopToolbar,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import type { PointSettings } from '#domain/loyalty/rules.ts';
import { localizeText } from '#domain/messages/index.ts';
import { pointSettingsSchema, type ConsolePointWallet } from '#domain/schemas/loyalty.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { FormDialog } from '../common/FormDialog.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';
import { isLocale } from '../i18n.ts';
import { client } from '../session.ts';

export const row = consoleResource('shopPoints');
export const R = `resources.${row.name}`;
export type WalletRow = ConsolePointWallet & { id: string };
export const won = (n: number) => n.toLocaleString('ko-KR');

/** `q` searches the account and the name. */
const filters = [<ImeSearchInput key="q" source="q" alwaysOn />];
const FIELDS = ['minBalance', 'unit', 'baseRate'] as const;

/** The points' minimum balance, unit and base rate, in a dialog over the list. */
function SettingsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [values, setValues] = useState<PointSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const open = async () => {
    const res = await client.get<{ setting: PointSettings }>('/api/console/shop/pointSettings');
    if (res.ok) setValues(res.data.setting);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = pointSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setError(localizeText(parsed.error.issues[0]?.message ?? '', isLocale(locale) ? locale : 'ko'));
      return;
    }
    setSending(true);
    try {
      const res = await client.put<{ message?: string }>('/api/console/shop/pointSettings', parsed.data);
      if (res.ok) {
        setValues(null);
        notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      } else setError(res.data.message ?? null);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button label={`${R}.settings`} onClick={() => void open()}>
        <Settings />
      </Button>
      <FormDialog
        id="point-settings"
        open={values !== null}
        onClose={() => setValues(null)}
        title={`${R}.settings`}
        intro={`${R}.settingsIntro`}
        submitLabel="ra.action.save"
        submitting={sending}
        onSubmit={(e) => void submit(e)}
        maxWidth="xs"
      >
        {FIELDS.map((field) => (
          <TextField
            key={field}
            type="number"
            fullWidth
            margin="dense"
            label={translate(`${R}.fields.${field}`)}
            value={values?.[field] ?? ''}
            onChange={(e) => values && setValues({ ...values, [field]: Number(e.target.value) })}
          />
        ))}
        {error && <p role="alert">{error}</p>}
      </FormDialog>
    </>
  );
}

/** 적립금: members' balances (names masked), newest change first; a row opens the member's ledger. */
export function PointList() {
  return (
    <ConsoleList
      filters={filters}
      create={false}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <SettingsButton />
          <ExportXlsxButton />
        </TopToolbar>
      }
    >
      <DataTable<WalletRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="username" />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="level" disableSort />
        <DataTable.Col source="balance" render={(r) => won(r.balance)} />
        <DataTable.Col source="updatedAt" render={(r) => dateTimeCell(r.updatedAt)} />
      </DataTable>
    </ConsoleList>
  );
}
