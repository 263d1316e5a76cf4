import { useRef, useState, type ChangeEvent } from 'react';
import { CircularProgress, ToggleButton } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useNotify, useTranslate } from 'react-admin';
import { client } from '../session.ts';

/** `POST /api/editor/photos` (multipart `files[]`) → `{ photos: [{ url }] }` (docs/decisions/0003-api-contract.md). */
const PHOTOS_PATH = '/api/editor/photos';
const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

/** Uploads images picked from disk and inserts them where the cursor is (TipTap has no upload of its own). */
function UploadImageButton({ size }: { size?: 'small' | 'medium' | 'large' }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const label = translate('console.editor.uploadImage');

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0 || !editor) return;
    const form = new FormData();
    for (const file of picked) form.append('files[]', file, file.name);
    setBusy(true);
    try {
      await client.ensureFresh();
      const result = await client.upload<{ photos: { url: string }[] }>(PHOTOS_PATH, form);
      if (!result.ok) {
        notify(result.data.message, { type: 'error' });
        return;
      }
      const images = result.data.photos.map((photo) => ({ type: 'image', attrs: { src: photo.url } }));
      editor.chain().focus().insertContent(images).run();
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 403)
        notify((error as Error).message || 'console.editor.uploadFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ToggleButton
        value="upload-image"
        size={size}
        aria-label={label}
        title={label}
        disabled={!editor?.isEditable || busy}
        onClick={() => input.current?.click()}
      >
        {busy ? <CircularProgress size={18} /> : <AddPhotoAlternate fontSize="inherit" />}
      </ToggleButton>
      <input ref={input} type="file" accept={IMAGE_TYPES} multiple hidden onChange={upload} />
    </>
  );
}

function Toolbar({ size = 'small' }: { size?: 'small' | 'medium' | 'large' }) {
  return (
    <RichTextInputToolbar size={size}>
      <LevelSelect size={size} />
      <FormatButtons size={size} />
      <ColorButtons size={size} />
      <AlignmentButtons size={size} />
      <ListButtons size={size} />
      <LinkButtons size={size} />
      <UploadImageButton size={size} />
      <QuoteButtons size={size} />
      <ClearButtons size={size} />
    </RichTextInputToolbar>
  );
}

/** react-admin's TipTap input with image upload; loaded only by create/edit pages (see LazyRichTextInput). */
export default function RichTextEditor(props: RichTextInputProps) {
  return <RichTextInput toolbar={<Toolbar />} {...props} />;
}
