import { Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import { FileInput, useNotify, useRecordContext, useTranslate, type FileInputProps } from 'react-admin';
import { formatNumber } from '#domain/format.ts';
import { LIMITS } from '#domain/constants.ts';
import type { FileRef, PickedFile } from '../../dataProvider/index.ts';
import { useUploadProgress } from '../uploadProgress.ts';

/** What the console accepts for attachments (`POST /api/console/files`, docs/decisions/0003-api-contract.md); the server checks content. */
export const ATTACHMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/x-hwp': ['.hwp'],
  'application/haansofthwp': ['.hwp'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** Stands for a file picked but not uploaded yet, so that a schema counts it (it takes ids). */
const PENDING_FILE_ID = '00000000-0000-4000-8000-000000000000';

/** Attachments (FileRefs or picked files) as the ids a schema counts, for validation in a form. */
export function attachmentIds(files: unknown): string[] {
  return (Array.isArray(files) ? files : []).map((file: unknown) =>
    typeof file === 'object' && file !== null && '_id' in file
      ? (file as { _id: string })._id
      : PENDING_FILE_ID,
  );
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber((bytes / 1024 / 1024).toFixed(1))} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** One attachment: a stored file with its name and a download link, or a newly picked one. */
function AttachmentPreview() {
  const record = useRecordContext<Partial<FileRef> & Partial<PickedFile>>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.rawFile) {
    const name = record.title ?? (record.rawFile instanceof File ? record.rawFile.name : '');
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
        <AttachFile fontSize="small" color="action" />
        <Typography variant="body2">{name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {sizeText(record.rawFile.size)} · {translate('console.files.new')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
      <AttachFile fontSize="small" color="action" />
      <Link href={record.url} download={record.name} target="_blank" rel="noopener" underline="hover">
        {record.name}
      </Link>
      {typeof record.size === 'number' && (
        <Typography variant="caption" color="text.secondary">
          {sizeText(record.size)}
        </Typography>
      )}
    </Stack>
  );
}

/** The progress of the file being uploaded while the form saves. */
export function UploadProgressBar() {
  const progress = useUploadProgress();
  const translate = useTranslate();
  if (!progress) return null;
  const percent = Math.round(progress.fraction * 100);
  return (
    <Box sx={{ width: '100%', my: 1 }} role="status" aria-live="polite">
      <Typography variant="caption">
        {progress.name} — {translate('console.files.uploading', { percent })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} />
    </Box>
  );
}

/**
 * Attachments: existing files listed with their names and download links, new ones picked or dropped, up to
 * 50 MB each. New files are uploaded by the dataProvider when the form is saved.
 */
export function AttachmentsInput(props: Omit<FileInputProps, 'children'>) {
  const notify = useNotify();
  return (
    <>
      <FileInput
        multiple
        accept={ATTACHMENT_ACCEPT}
        maxSize={LIMITS.uploadMaxBytes}
        helperText="console.files.hint"
        options={{ onDropRejected: () => notify('console.files.rejected', { type: 'warning' }) }}
        {...props}
      >
        <AttachmentPreview />
      </FileInput>
      <UploadProgressBar />
    </>
  );
}
