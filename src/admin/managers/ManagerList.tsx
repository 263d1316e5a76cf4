import { Chip, Stack, Typography } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FilterButton,
  NullableBooleanInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { Manager } from '#domain/schemas/manager.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { RevealButton, useReveal } from '../common/RevealDialog.tsx';
import { dateTimeCell, phoneText } from '../format.ts';
import { LockButton } from './LockButton.tsx';
import { useScopeChoices } from './scopes.ts';

/** Short values stay on one line; the scope chips take the rest of the width. */
const nowrap = () => ({ whiteSpace: 'nowrap' }) as const;
/** An e-mail address has no spaces to wrap at: a long one breaks anywhere rather than widen the page. */
const breaksAnywhere = () => ({ overflowWrap: 'anywhere' }) as const;

export type ManagerRow = Manager & { id: string };

function ListActions({ reveal }: { reveal: ReturnType<typeof useReveal> }) {
  return (
    <TopToolbar>
      <RevealButton reveal={reveal} />
      <FilterButton />
      <CreateButton />
      <ExportXlsxButton personalData />
    </TopToolbar>
  );
}

/**
 * A long scope name ("Basic (dashboard, managers, setting)") wraps between its words inside its chip: kept on
 * one line it set the column's least width and pushed the list past a 1440 px window.
 */
const wrappingChip = {
  height: 'auto',
  '& .MuiChip-label': { whiteSpace: 'normal', wordBreak: 'keep-all', py: 0.25 },
} as const;

function ScopeChips({ scope }: { scope: string[] }) {
  const choices = useScopeChoices();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {choices
        .filter((choice) => scope.includes(choice.id))
        .map((choice) => (
          <Chip key={choice.id} size="small" label={choice.name} sx={wrappingChip} />
        ))}
    </Stack>
  );
}

function LockState({ locked }: { locked: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={locked ? 'error' : 'success'}
      variant="outlined"
      label={translate(locked ? 'resources.manager.status.locked' : 'resources.manager.status.active')}
    />
  );
}

/**
 * 관리자 목록: `q` searches username and name. Names, e-mails and phones arrive masked; the reveal button asks
 * the secondary password and a reason, then the list reloads in clear (docs/decisions/0007-personal-data-and-access-log.md).
 */
export function ManagerList() {
  const translate = useTranslate();
  const reveal = useReveal();
  const scopeChoices = useScopeChoices();
  const filters = [
    <ImeSearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="scope" source="scope" label="resources.manager.filters.scope" choices={scopeChoices} />,
    <NullableBooleanInput key="locked" source="locked" label="resources.manager.filters.locked" />,
  ];
  return (
    <ConsoleList
      filters={filters}
      actions={<ListActions reveal={reveal} />}
      queryOptions={{ meta: reveal.meta }}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('resources.manager.hints.masked')}
      </Typography>
      <DataTable<ManagerRow> bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="username" cellSx={nowrap} />
        <DataTable.Col source="name" cellSx={nowrap} disableSort />
        <DataTable.Col source="email" cellSx={breaksAnywhere} disableSort />
        <DataTable.Col
          source="phone"
          cellSx={nowrap}
          disableSort
          render={(record) => phoneText(record.phone)}
        />
        <DataTable.Col source="scope" disableSort render={(record) => <ScopeChips scope={record.scope} />} />
        <DataTable.Col source="locked" render={(record) => <LockState locked={record.locked} />} />
        <DataTable.Col
          source="createdAt"
          cellSx={nowrap}
          render={(record) => dateTimeCell(record.createdAt)}
        />
        <DataTable.Col label="" disableSort render={() => <LockButton />} />
      </DataTable>
    </ConsoleList>
  );
}
