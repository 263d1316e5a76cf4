import RateReview from '@mui/icons-material/RateReview';
import {
  BooleanInput,
  DataTable,
  Edit,
  NullableBooleanInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  type ResourceProps,
} from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import type { ConsoleReview } from '#domain/schemas/shopReviews.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { SaveToolbar } from '../common/FormToolbars.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';
import { Fact } from './Fact.tsx';
import { ReviewSettingsButton } from './ReviewSettingsButton.tsx';

// Product reviews (docs/decisions/0042-shop-reviews-and-questions.md): the list with writers masked, the
// manager's hide/show and reply, the review points' setting.

const row = consoleResource('shopReviews');
const R = `resources.${row.name}`;
type ReviewRow = ConsoleReview & { id: string };
const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);
const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ id: n, name: stars(n) }));

const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="hidden" source="hidden" />,
  <NullableBooleanInput key="photo" source="photo" />,
  <SelectInput key="rating" source="rating" choices={RATINGS} />,
];

function ReviewList() {
  return (
    <ConsoleList
      filters={filters}
      create={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      // the settings stay reachable before the list has a row
      empty={false}
      toolbar={<ReviewSettingsButton R={R} />}
    >
      <DataTable<ReviewRow> bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="productName" disableSort />
        <DataTable.Col source="username" disableSort />
        <DataTable.Col source="rating" render={(r) => stars(r.rating)} />
        <DataTable.Col
          source="text"
          disableSort
          render={(r) => (r.text.length > 40 ? `${r.text.slice(0, 40)}…` : r.text)}
        />
        <DataTable.Col source="photos" disableSort render={(r) => r.photos.length} />
        <DataTable.Col source="hidden" disableSort render={(r) => (r.hidden ? '✓' : '')} />
        <DataTable.Col source="reply" disableSort render={(r) => (r.reply ? '✓' : '')} />
        <DataTable.Col source="createdAt" render={(r) => dateTimeCell(r.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}

/** The review as written: read-only above the manager's fields. */
function ReviewBody() {
  const review = useRecordContext<ReviewRow>();
  if (!review) return null;
  return (
    <>
      <Fact label={`${R}.fields.productName`}>
        <span>
          {review.productName} · {review.optionName} ({review.orderNumber})
        </span>
      </Fact>
      <Fact label={`${R}.fields.rating`}>
        <span>
          {stars(review.rating)} · {review.username} · {dateTimeCell(review.createdAt)}
        </span>
      </Fact>
      <Fact label={`${R}.fields.text`}>
        <p style={{ margin: 0 }}>{review.text}</p>
      </Fact>
      {review.photos.length > 0 && (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {review.photos.map((p) => (
            <a key={p._id} href={p.url} target="_blank" rel="noreferrer">
              <img src={p.url} alt={p.name} width={96} height={96} style={{ objectFit: 'cover' }} />
            </a>
          ))}
        </div>
      )}
    </>
  );
}

const toModeration = (values: Record<string, unknown>) => ({
  hidden: values.hidden === true,
  reply: typeof values.reply === 'string' && values.reply.trim() ? values.reply : null,
});

function ReviewEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toModeration} redirect="list">
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 960 }}>
        <ReviewBody />
        <BooleanInput source="hidden" />
        <TextInput source="reply" multiline minRows={3} fullWidth />
      </SimpleForm>
    </Edit>
  );
}

/** 상품후기: route /console/shop/reviews, API /api/console/shop/reviews, scope shop. */
export const shopReviews = {
  name: row.name,
  list: ReviewList,
  edit: ReviewEdit,
  icon: RateReview,
  recordRepresentation: 'productName',
} satisfies ResourceProps;
