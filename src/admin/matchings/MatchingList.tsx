import {
  AutocompleteInput,
  DataTable,
  FilterButton,
  ReferenceInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { OFFER_STATUSES, type OfferStatus } from '#domain/matching/offer.ts';
import { OFFER_STATUS_LABELS } from '#domain/matching/texts.ts';
import { MATCHING_MODE_LABELS, type MatchingMode } from '#domain/schemas/matchingSchedule.ts';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';
import { useLabel } from '../members/MemberList.tsx';

interface SlotRef {
  key: string;
  startAt: string;
  endAt: string;
}

export interface MatchingRow {
  id: string;
  fair: { _id: string; title: string; place: string | null };
  buyer: { _id: string; companyName: string; name: string; country: string | null };
  seller: { _id: string; companyName: string };
  mode: MatchingMode;
  status: OfferStatus;
  offeredSlots: SlotRef[];
  acceptedSlots: SlotRef[];
  confirmedSlot: SlotRef | null;
  message: string | null;
  reason: string | null;
  cancelledBy: string | null;
  expiresAt: string | null;
  videoUrl: string | null;
  history: {
    action: string;
    from: string | null;
    to: string;
    actorRole: string;
    slots: string[];
    reason: string | null;
    at: string;
  }[];
  createdAt: string;
}

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
    <ConsoleList
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportXlsxButton />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
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
