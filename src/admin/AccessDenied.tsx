import { Box, Button } from '@mui/material';
import { AccessDenied, LinkBase, useBasename, useTranslate } from 'react-admin';

/**
 * react-admin's access-denied page (a route whose resource the manager's scopes do not cover) with the
 * product's words, "접근권한이 없습니다" in Korean, and a way back.
 */
export function ConsoleAccessDenied() {
  const translate = useTranslate();
  // the console's router lives under /console: `/` alone would leave it for the public site
  const basename = useBasename();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}>
      <AccessDenied textPrimary="ra.page.access_denied" textSecondary="console.forbidden" />
      <Button component={LinkBase} to={basename || '/'} variant="contained">
        {translate('console.backToDashboard')}
      </Button>
    </Box>
  );
}
