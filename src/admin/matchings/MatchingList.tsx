import { AutocompleteInput, DataTable, ReferenceInput, SelectInput } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { OFFER_STATUSES } from '#domain/matching/offer.ts';
import { OFFER_STATUS_LABELS } from '#domain/matching/texts.ts';
import type { ConsoleMatching } from '#domain/schemas/matchingOffer.ts';
import { MATCHING_MODE_LABELS } from '#domain/schemas/matchingSchedule.ts';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';
import { useLabel } from '../common/useLabel.ts';

/** A matching as the list and the show page read it: the console answer with react-admin's `id`. */
export type MatchingRow = ConsoleMatching & { id: string };

/** Matchings of every fair (scope fairs): status, the parties, the slot; .xlsx export of the filtered list. */
export function MatchingList() {
  const label = useLabel();
  const filters = [
    <ImeSearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="fair" source="fair" reference="fairs" alwaysOn>
      <AutocompleteInput optionText="title" />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={OFFER_STATUSES.map((s) => ({ id: s, name: label(OFFER_STATUS_LABELS[s]) }))}
    />,
  ];
  return (
    <ConsoleList filters={filters} create={false} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable<MatchingRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="fair" disableSort render={(r: MatchingRow) => r.fair.title} />
        <DataTable.Col
          source="buyer"
          disableSort
          render={(r: MatchingRow) => `${r.buyer.companyName} (${r.buyer.country ?? ''})`}
        />
        <DataTable.Col source="seller" disableSort render={(r: MatchingRow) => r.seller.companyName} />
        <DataTable.Col
          source="mode"
          disableSort
          render={(r: MatchingRow) => label(MATCHING_MODE_LABELS[r.mode])}
        />
        <DataTable.Col source="status" render={(r: MatchingRow) => label(OFFER_STATUS_LABELS[r.status])} />
        <DataTable.Col
          source="confirmedSlot"
          disableSort
          render={(r: MatchingRow) => dateTimeCell(r.confirmedSlot?.startAt)}
        />
        <DataTable.Col source="createdAt" render={(r: MatchingRow) => dateTimeCell(r.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}
