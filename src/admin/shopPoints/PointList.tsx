import { DataTable } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { pointSettingsSchema, type ConsolePointWallet } from '#domain/schemas/loyalty.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { NumberSettingsButton } from '../common/NumberSettingsButton.tsx';
import { dateTimeCell } from '../format.ts';
import { formatNumber } from '#domain/format.ts';

export const row = consoleResource('shopPoints');
export const R = `resources.${row.name}`;
export type WalletRow = ConsolePointWallet & { id: string };

/** `q` searches the account and the name. */
const filters = [<ImeSearchInput key="q" source="q" alwaysOn />];
const FIELDS = ['minBalance', 'unit', 'baseRate'] as const;

/** The points' minimum balance, unit and base rate, in a dialog over the list. */
const SettingsButton = () => (
  <NumberSettingsButton
    id="point-settings"
    api="/api/console/shop/pointSettings"
    R={R}
    fields={FIELDS}
    schema={pointSettingsSchema}
  />
);

/** 적립금: members' balances (names masked), newest change first; a row opens the member's ledger. */
export function PointList() {
  return (
    <ConsoleList
      filters={filters}
      create={false}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      // the settings stay reachable before the list has a row
      empty={false}
      toolbar={<SettingsButton />}
    >
      <DataTable<WalletRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="username" />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="level" disableSort />
        <DataTable.Col source="balance" render={(r) => formatNumber(r.balance)} />
        <DataTable.Col source="updatedAt" render={(r) => dateTimeCell(r.updatedAt)} />
      </DataTable>
    </ConsoleList>
  );
}
