import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  DeleteButton,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { dateTimeCell } from '../format.ts';
import { CommentColumns } from './CommentList.tsx';
import type { PostRow } from './PostList.tsx';
import { ShowsToggleButton } from './ShowsToggleButton.tsx';

function PostActions() {
  return (
    <TopToolbar>
      <ShowsToggleButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

/** The post's text and attachments (public files, so plain links). */
function PostBody() {
  const record = useRecordContext<PostRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Labeled label="resources.boards.fields.createdAt">
        <span>{dateTimeCell(record.createdAt)}</span>
      </Labeled>
      <Labeled label="resources.boards.fields.content">
        <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.content}</Box>
      </Labeled>
      <Labeled label="resources.boards.fields.files">
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {record.files.length === 0 ? <li>{translate('resources.boards.noFiles')}</li> : null}
          {record.files.map((file) => (
            <li key={file._id}>
              <a href={file.url}>{file.name}</a>
            </li>
          ))}
        </Box>
      </Labeled>
    </>
  );
}

/** A post with its comments: hide or delete the post, and each comment, from one page. */
export function PostShow() {
  const translate = useTranslate();
  return (
    <Show actions={<PostActions />}>
      <SimpleShowLayout>
        <TextField source="board" />
        <TextField source="title" />
        <TextField source="author" />
        <NumberField source="views" />
        <BooleanField source="shows" />
        <PostBody />
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {translate('resources.boards.commentsTitle')}
        </Typography>
        <ReferenceManyField
          reference="boards/comments"
          target="post"
          label={false}
          perPage={50}
          pagination={<Pagination rowsPerPageOptions={[50]} />}
        >
          <CommentColumns withPost={false} />
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}

export default PostShow;
