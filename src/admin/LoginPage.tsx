import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';

/**
 * The console login: labelled username and password fields that password managers recognise, submit on
 * Enter (a real form), and the server's own message (wrong pair, too many attempts, locked) under the form.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const secure = typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setError(translate('console.login.required'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await login({ username, password });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('ra.auth.sign_in_error'));
      setPending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #14324f 0%, #1f4e79 55%, #e8edf3 55%)',
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white' }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={4}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <LockOutlined color="primary" fontSize="large" aria-hidden />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {translate('console.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('console.login.hint')}
            </Typography>
          </Stack>
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            aria-describedby={error ? 'login-error' : undefined}
          >
            <TextField
              id="username"
              name="username"
              label={translate('ra.auth.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              autoFocus
              disabled={pending}
              variant="outlined"
              margin="normal"
              fullWidth
            />
            <TextField
              id="password"
              name="password"
              type="password"
              label={translate('ra.auth.password')}
              autoComplete="current-password"
              required
              disabled={pending}
              variant="outlined"
              margin="normal"
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={pending || !secure}
              sx={{ mt: 2 }}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {translate(pending ? 'console.login.signingIn' : 'console.login.submit')}
            </Button>
            {(error || !secure) && (
              <Alert id="login-error" severity="error" role="alert" sx={{ mt: 2 }}>
                {error ?? translate('console.login.insecure')}
              </Alert>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
