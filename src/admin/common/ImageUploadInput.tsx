import { Box } from '@mui/material';
import {
  ImageInput,
  useNotify,
  useRecordContext,
  useResourceContext,
  type ImageInputProps,
} from 'react-admin';
import { LIMITS } from '#domain/constants.ts';
import type { PickedFile } from '../../dataProvider/index.ts';
import { attachmentIds, UploadProgressBar } from './AttachmentsInput.tsx';

/** What `POST /api/console/files` takes as an image (the server checks the bytes). */
export const IMAGE_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

/** The stored address as the input's value, so that the current image shows until another is picked. */
function toPreview(value: unknown): unknown {
  return typeof value === 'string' && value !== '' ? { src: value } : value;
}

/**
 * The form value as the API takes it: a picked file stays (the dataProvider uploads it and sends its id),
 * a kept image goes back as its address, no image as ''.
 */
export function imageValue(value: unknown): string | PickedFile {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    if ('rawFile' in value) return value as PickedFile;
    if ('src' in value && typeof value.src === 'string') return value.src;
  }
  return '';
}

/** The value as the schema sees it: a picked file counts as an uploaded one (an id). */
export function imageForValidation(value: unknown): string {
  const image = imageValue(value);
  return typeof image === 'string' ? image : (attachmentIds([image])[0] ?? '');
}

function Preview() {
  const record = useRecordContext<{ src?: string; title?: string }>();
  if (!record?.src) return null;
  return (
    <Box
      component="img"
      src={record.src}
      alt={record.title ?? ''}
      sx={{ maxWidth: 320, maxHeight: 240, objectFit: 'contain', border: 1, borderColor: 'divider' }}
    />
  );
}

/**
 * One image (jpg or png up to 50 MB): the current one previewed, a new one picked or dropped. The hint and
 * the refusal are the resource's texts (`resources.<name>.imageHint`, `.imageRejected`).
 */
export function ImageUploadInput(props: Omit<ImageInputProps, 'children'>) {
  const notify = useNotify();
  const resource = useResourceContext();
  return (
    <>
      <ImageInput
        accept={IMAGE_ACCEPT}
        maxSize={LIMITS.uploadMaxBytes}
        format={toPreview}
        helperText={`resources.${resource}.imageHint`}
        options={{
          onDropRejected: () => notify(`resources.${resource}.imageRejected`, { type: 'warning' }),
        }}
        {...props}
      >
        <Preview />
      </ImageInput>
      <UploadProgressBar />
    </>
  );
}
