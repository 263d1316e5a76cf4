import { DataTable, FilterButton, SelectInput, TopToolbar } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { AWARD_LABELS, MEMBER_STATUS_LABELS } from '#domain/matching/texts.ts';
import { AWARDS, MEMBER_STATUSES, type ConsoleMember } from '#domain/schemas/member.ts';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { RevealButton, useReveal } from '../common/RevealDialog.tsx';
import { useLabel } from '../common/useLabel.ts';
import { dateTimeCell, phoneText } from '../format.ts';

/** A member as the list and the show page read it: the console answer with react-admin's `id`. */
export type MemberRow = ConsoleMember & { id: string };

// long usernames (up to 20 letters with no space) and company names wrap inside their cell instead of
// widening the page: nine columns in English take the whole of a 1440 px window (the theme keeps other
// lists' usernames on one line; `&&` outweighs its `.column-username` rule)
const breaksAnywhere = () => ({ '&&': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }) as const;

export function useMemberChoices() {
  const label = useLabel();
  return {
    types: [
      { id: 'COMPANY', name: 'resources.users.types.COMPANY' },
      { id: 'PERSON', name: 'resources.users.types.PERSON' },
    ],
    statuses: MEMBER_STATUSES.map((s) => ({ id: s, name: label(MEMBER_STATUS_LABELS[s]) })),
    awards: AWARDS.map((a) => ({ id: a, name: label(AWARD_LABELS[a]) })),
  };
}

/**
 * Members of business matching (scope users): sellers waiting for approval first when filtered so, and
 * buyers. Names, e-mails and phones come masked until the manager reveals them with the secondary
 * password (docs/decisions/0007-personal-data-and-access-log.md); the export needs the same proof.
 */
export function MemberList() {
  const reveal = useReveal();
  const { meta } = reveal;
  const button = <RevealButton reveal={reveal} />;
  const choices = useMemberChoices();
  const label = useLabel();
  const filters = [
    <ImeSearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="type" source="type" choices={choices.types} alwaysOn />,
    <SelectInput key="status" source="status" choices={choices.statuses} alwaysOn />,
  ];
  return (
    <ConsoleList
      filters={filters}
      queryOptions={{ meta }}
      actions={
        <TopToolbar>
          <FilterButton />
          {button}
          <ExportXlsxButton personalData />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable<MemberRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="username" cellSx={breaksAnywhere} disableSort />
        <DataTable.Col
          source="type"
          disableSort
          render={(r: MemberRow) =>
            r.type === 'COMPANY'
              ? label({ ko: '셀러', en: 'Seller', cn: '卖家' })
              : label({ ko: '바이어', en: 'Buyer', cn: '买家' })
          }
        />
        <DataTable.Col source="companyName" cellSx={breaksAnywhere} />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="phone" disableSort render={(r: MemberRow) => phoneText(r.phone)} />
        <DataTable.Col source="status" render={(r: MemberRow) => label(MEMBER_STATUS_LABELS[r.status])} />
        <DataTable.Col
          source="award"
          disableSort
          render={(r: MemberRow) => (r.award ? label(AWARD_LABELS[r.award]) : '')}
        />
        <DataTable.Col source="country" disableSort />
        <DataTable.Col source="createdAt" render={(r: MemberRow) => dateTimeCell(r.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}
