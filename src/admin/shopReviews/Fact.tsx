import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A read-only fact above a moderation form: its label, then what the member wrote. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Box sx={{ whiteSpace: 'pre-wrap' }}>{children}</Box>
    </Box>
  );
}
