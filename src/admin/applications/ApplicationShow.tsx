import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List as MuiList,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  ListButton,
  Loading,
  Show,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { nextStatuses } from '#domain/applicationStatus.ts';
import { formatNumber } from '#domain/format.ts';
import type { AgreedTerm, ConsoleApplication, ConsoleDocument } from '#domain/schemas/applicationReview.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { RevealButton, useReveal } from '../common/RevealDialog.tsx';
import { dateTimeCell } from '../format.ts';
import { birthText, phoneText } from '../format.ts';
import { useLabels } from './labels.ts';
import { printStyles } from './print.tsx';
import { ReviewAids } from './ReviewAids.tsx';

/** An application as the show page reads it: the console answer with react-admin's `id`. */
type ApplicationRecord = ConsoleApplication & { id: string };

const F = 'resources.application.fields';

/**
 * A labelled value; empty values show as a dash so a missing answer is visible. Labels may be whole
 * questions (the yes/no answers), so the label column is wider and breaks Korean between words only.
 */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(12rem, 22rem) 1fr',
        py: 0.75,
        gap: 2,
        wordBreak: 'keep-all',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children === '' || children === null || children === undefined ? '–' : children}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The agreed terms by title, in the console's language where the term has it, each with the version agreed. */
function AgreedTerms({ terms }: { terms: AgreedTerm[] }) {
  const translate = useTranslate();
  const { locale } = useLabels();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="agreed-terms">
      {terms.map((term) => {
        const title = term.titles[locale] ?? term.titles.ko;
        return (
          <li key={term.code}>
            <Box component="span" lang={term.titles[locale] ? undefined : 'ko'}>
              {title}
            </Box>
            <Typography component="span" variant="body2" color="text.secondary">
              {' · '}
              {term.version
                ? translate('resources.application.termVersion', { date: dateTimeCell(term.version) })
                : translate('resources.application.termVersionUnknown')}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}

/** Opens a document in a new tab: fetched with the manager's token as a blob (the server logs it). */
function DocumentList({ documents }: { documents: ConsoleDocument[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const open = async (doc: ConsoleDocument) => {
    // opened now, inside the click, so no pop-up blocker stops it; filled when the bytes arrive
    const tab = window.open('', '_blank');
    try {
      const { blob } = await dataProvider.fetchFile(doc.url);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
      notify('resources.application.documentFailed', { type: 'error' });
    }
  };
  if (documents.length === 0) {
    return <Typography variant="body2">{translate('resources.application.noDocuments')}</Typography>;
  }
  return (
    <MuiList dense>
      {documents.map((doc) => (
        <ListItem
          key={doc._id}
          secondaryAction={
            <Button size="small" startIcon={<OpenInNew />} onClick={() => void open(doc)}>
              {translate('resources.application.openDocument')}
            </Button>
          }
        >
          <ListItemText
            primary={doc.filename}
            secondary={`${doc.name} · ${formatNumber(Math.ceil(doc.size / 1024))} KB`}
          />
        </ListItem>
      ))}
    </MuiList>
  );
}

/** The review: choose a status, add a note, save (PUT); the history below lists every change. */
function StatusForm({ record }: { record: ApplicationRecord }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { label } = useLabels();
  const notify = useNotify();
  const refresh = useRefresh();
  const [status, setStatus] = useState<string>(record.status);
  const [note, setNote] = useState('');
  const [update, { isPending }] = useUpdate();
  const save = () =>
    update(
      resource,
      { id: record.id, data: { status, note }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.application.statusChanged', { type: 'success' });
          setNote('');
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Stack
      className="no-print"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        select
        size="small"
        name="status"
        label={translate(`${F}.status`)}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        sx={{ minWidth: 160 }}
      >
        {/* the current status and the steps a manager may take from it (docs/decisions/0027-application-status-life.md) */}
        {[record.status, ...nextStatuses(record.status, 'manager')].map((value) => (
          <MenuItem key={value} value={value}>
            {label('status', value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        name="note"
        label={translate('resources.application.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ flex: 1, minWidth: 200 }}
      />
      <Button variant="contained" onClick={save} disabled={isPending || status === record.status}>
        {translate('resources.application.changeStatus')}
      </Button>
    </Stack>
  );
}

/** One record's review sheet: the show page's body, and each sheet of a batch print. */
export function ApplicationDetail() {
  const record = useRecordContext<ApplicationRecord>();
  const translate = useTranslate();
  const { label, yesNo } = useLabels();
  // react-admin may first render the list's row as a placeholder: it lacks the detail's fields
  if (!record || !Array.isArray(record.history)) return <Loading />;
  const isApplication = record.kind === 'APPLICATION';
  return (
    <Box sx={{ p: 2 }}>
      {record.masked ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.personal.maskedHint')}
        </Typography>
      ) : null}
      <Typography
        variant="h5"
        component="p"
        sx={{ display: 'none', '@media print': { display: 'block' }, mb: 2 }}
      >
        {translate('resources.applicationReview.printTitle')}
      </Typography>
      <Section title={translate('resources.application.sections.receipt')}>
        <Row label={translate(`${F}.receiptNo`)}>{record.receiptNo}</Row>
        <Row label={translate(`${F}.kind`)}>{label('kind', record.kind)}</Row>
        <Row label={translate(`${F}.round`)}>{`${record.round} ${record.roundTitle}`.trim()}</Row>
        <Row label={translate(`${F}.status`)}>
          <Chip size="small" label={label('status', record.status)} />
        </Row>
        <Row label={translate(`${F}.verified`)}>{yesNo(record.verified)}</Row>
        <Row label={translate(`${F}.terms`)}>
          {record.terms.length > 0 ? <AgreedTerms terms={record.terms} /> : ''}
        </Row>
        <Row label={translate(`${F}.createdAt`)}>{dateTimeCell(record.createdAt)}</Row>
        <Row label={translate(`${F}.updatedAt`)}>{dateTimeCell(record.updatedAt)}</Row>
      </Section>
      <Section title={translate('resources.application.sections.applicant')}>
        <Row label={translate(`${F}.name`)}>{record.name}</Row>
        <Row label={translate(`${F}.phone`)}>{phoneText(record.phone)}</Row>
        <Row label={translate(`${F}.birth`)}>{birthText(record.birth)}</Row>
        <Row label={translate(`${F}.email`)}>{record.email}</Row>
        <Row label={translate(`${F}.gender`)}>{label('gender', record.gender)}</Row>
        <Row label={translate(`${F}.unitType`)}>{record.preferences.unitType}</Row>
      </Section>
      {isApplication ? (
        <Section title={translate('resources.application.sections.eligibility')}>
          <Row label={translate(`${F}.qualificationType`)}>
            {label('qualificationType', record.qualificationType)}
          </Row>
          <Row label={translate(`${F}.maritalStatus`)}>
            {record.maritalStatus ? translate(`resources.application.marital.${record.maritalStatus}`) : ''}
          </Row>
          <Row label={translate(`${F}.marriageDate`)}>{birthText(record.marriageDate)}</Row>
          <Row label={translate(`${F}.spouseName`)}>{record.spouse?.name}</Row>
          <Row label={translate(`${F}.spousePhone`)}>{phoneText(record.spouse?.phone)}</Row>
          <Row label={translate(`${F}.spouseBirth`)}>{birthText(record.spouse?.birth)}</Row>
          <Row label={translate(`${F}.supplyType`)}>{label('supplyType', record.supplyType)}</Row>
          <Row label={translate(`${F}.supplyCategory`)}>{label('supplyCategory', record.supplyCategory)}</Row>
          <Row label={translate(`${F}.earningRank`)}>{label('rank', record.earningRank)}</Row>
          <Row label={translate(`${F}.regionRank`)}>{label('rank', record.regionRank)}</Row>
          <Row label={translate(`${F}.isHomeless`)}>{yesNo(record.isHomeless)}</Row>
          <Row label={translate(`${F}.isAsset`)}>{yesNo(record.isAsset)}</Row>
          <Row label={translate(`${F}.isCar`)}>{yesNo(record.isCar)}</Row>
          <Row label={translate(`${F}.carValue`)}>
            {record.carValue === null ? '' : formatNumber(record.carValue)}
          </Row>
        </Section>
      ) : null}
      {isApplication ? (
        <Section title={translate('resources.application.sections.documents')}>
          <DocumentList documents={record.documents} />
        </Section>
      ) : null}
      <Section title={translate('resources.application.sections.review')}>
        <StatusForm key={record.status} record={record} />
        {record.history.length === 0 ? (
          <Typography variant="body2">{translate('resources.application.noHistory')}</Typography>
        ) : (
          <MuiList dense aria-label={translate('resources.application.sections.history')}>
            {record.history.map((change) => (
              <ListItem key={`${change.at}-${change.to}`} disableGutters>
                <ListItemText
                  primary={`${label('status', change.from)} → ${label('status', change.to)}${change.note ? ` · ${change.note}` : ''}`}
                  secondary={`${dateTimeCell(change.at)} · ${change.by}`}
                />
              </ListItem>
            ))}
          </MuiList>
        )}
      </Section>
    </Box>
  );
}

/** The review aids of an application (registrations carry no documents to review). */
function ReviewSide() {
  const record = useRecordContext<ApplicationRecord>();
  const resource = useResourceContext();
  if (!record || !resource || record.kind !== 'APPLICATION' || !Array.isArray(record.history)) return null;
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <ReviewAids
        key={record.id}
        id={String(record.id)}
        resource={resource}
        canRequest={nextStatuses(record.status, 'manager').includes('SUPPLEMENT')}
      />
    </Box>
  );
}

/** Every field, the documents and the review of one registration or application (masked until revealed). */
export function ApplicationShow() {
  const reveal = useReveal();
  return (
    <Show
      // a revealed page is not refetched on focus: each fetch of clear values is another access-log row
      queryOptions={{ meta: reveal.meta, refetchOnWindowFocus: !reveal.meta }}
      actions={
        <TopToolbar>
          <RevealButton reveal={reveal} />
          <ListButton />
        </TopToolbar>
      }
    >
      {printStyles}
      <ReviewSide />
      <ApplicationDetail />
    </Show>
  );
}

export default ApplicationShow;
