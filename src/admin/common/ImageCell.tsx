import { Box } from '@mui/material';

/** A list row's picture at the row's height, cropped to `width` (what a banner or popup shows). */
export function ImageCell({ src, width }: { src: string; width: number }) {
  return <Box component="img" src={src} alt="" sx={{ width, height: 48, objectFit: 'cover' }} />;
}
