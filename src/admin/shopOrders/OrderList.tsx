import { Chip } from '@mui/material';
import { DataTable, DateInput, FilterButton, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { PAY_METHODS, type ConsoleOrder } from '#domain/schemas/shopOrder.ts';
import { ORDER_STATUSES, type OrderStatus } from '#domain/shop/orderStatus.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';
import { R } from './orderApi.ts';
import { TrackingUploadButton } from './TrackingUploadButton.tsx';
import { formatNumber } from '#domain/format.ts';

const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={ORDER_STATUSES.map((id) => ({ id, name: `${R}.status.${id}` }))}
  />,
  <SelectInput
    key="payMethod"
    source="payMethod"
    choices={PAY_METHODS.map((id) => ({ id, name: `${R}.payMethod.${id}` }))}
  />,
  <SelectInput
    key="owed"
    source="owed"
    label="console.gatewayCancels.owedFilter"
    choices={[
      { id: 'true', name: 'console.gatewayCancels.owedYes' },
      { id: 'false', name: 'console.gatewayCancels.owedNo' },
    ]}
  />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

type OrderRow = ConsoleOrder & { id: string };

/** An order's state, the words the buyer reads on the site. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  const color =
    status === 'PAID' || status === 'RETURN_REQUESTED'
      ? 'warning'
      : status === 'CONFIRMED' || status === 'DELIVERED'
        ? 'success'
        : 'default';
  return <Chip size="small" color={color} label={translate(`${R}.status.${status}`)} />;
}

/**
 * 주문: newest first, buyers masked (personal data; the order page reveals one). The export is the order
 * lines with clear delivery details for the shipping desk: it asks for the proof and a reason.
 */
export function OrderList() {
  const translate = useTranslate();
  return (
    <ConsoleList
      filters={filters}
      create={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <FilterButton />
          <TrackingUploadButton />
          <ExportXlsxButton personalData />
        </TopToolbar>
      }
    >
      <DataTable<OrderRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="number" disableSort />
        <DataTable.Col source="createdAt" render={(r) => dateTimeCell(r.createdAt)} />
        <DataTable.Col source="status" disableSort render={(r) => <OrderStatusChip status={r.status} />} />
        <DataTable.Col
          source="payMethod"
          disableSort
          render={(r) => translate(`${R}.payMethod.${r.payMethod}`)}
        />
        <DataTable.Col source="buyer" disableSort render={(r) => r.buyer.name} />
        <DataTable.Col source="recipient" disableSort />
        <DataTable.Col source="total" render={(r) => formatNumber(r.total)} />
        <DataTable.Col
          source="refunded"
          disableSort
          render={(r) => (r.refunded ? formatNumber(r.refunded) : '')}
        />
      </DataTable>
    </ConsoleList>
  );
}
