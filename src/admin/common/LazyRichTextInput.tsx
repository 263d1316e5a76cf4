import { lazy, Suspense } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

// TipTap and its extensions weigh ~120 kB: they load with the first create/edit page, not with the console.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

function EditorLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', py: 2 }} role="status">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('console.editor.loading')}
      </Typography>
      <LinearProgress />
    </Box>
  );
}

export function LazyRichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<EditorLoading />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
