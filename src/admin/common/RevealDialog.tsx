import { useCallback, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { HttpError, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { parseLocale } from '#domain/locale.ts';
import { localizeText } from '#domain/messages/index.ts';
import { ACCESS_REASON_MAX, revealInputSchema } from '#domain/schemas/personalData.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { currentProof, holdProof, useHeldProof, useProofOwner, type HeldProof } from './personalDataProof.ts';

type Errors = Partial<Record<'subPassword' | 'reason' | 'form', string>>;

interface RevealDialogProps {
  open: boolean;
  /** The logged-in manager's username: the proof is held for them only. */
  owner: string | undefined;
  /** The new proof, or null when the manager cancelled. */
  onClose(proof: HeldProof | null): void;
}

/**
 * Asks the secondary password and the reason for access, confirms them with `POST /api/console/me/verify`
 * and holds the proof in memory (docs/decisions/0007-personal-data-and-access-log.md). Messages come from the same schema as the API's.
 */
export function RevealDialog({ open, owner, onClose }: RevealDialogProps) {
  const translate = useTranslate();
  const [localeValue] = useLocaleState();
  const locale = parseLocale(localeValue);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [subPassword, setSubPassword] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const close = (proof: HeldProof | null) => {
    setSubPassword('');
    setErrors({});
    onClose(proof);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = revealInputSchema.safeParse({ subPassword, reason });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : 'subPassword';
        found[field] ??= localizeText(issue.message, locale);
      }
      setErrors(found);
      return;
    }
    setSending(true);
    try {
      const verification = await dataProvider.verifySubPassword(parsed.data.subPassword);
      const proof = { ...verification, reason: parsed.data.reason, owner: owner ?? '' };
      holdProof(proof);
      close(proof);
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Errors } | undefined) : undefined;
      setErrors({
        subPassword: body?.errors?.subPassword,
        form: body?.errors?.subPassword ? undefined : (error as Error).message,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => close(null)}
      aria-labelledby="reveal-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reveal-dialog-title">{translate('resources.personal.reveal.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('resources.personal.reveal.intro')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            type="password"
            name="subPassword"
            autoComplete="off"
            label={translate('resources.personal.reveal.subPassword')}
            value={subPassword}
            onChange={(e) => setSubPassword(e.target.value)}
            error={Boolean(errors.subPassword)}
            helperText={errors.subPassword ?? ' '}
          />
          <TextField
            fullWidth
            margin="normal"
            name="reason"
            label={translate('resources.personal.reveal.reason')}
            placeholder={translate('resources.personal.reveal.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? `${reason.length}/${ACCESS_REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: ACCESS_REASON_MAX } }}
          />
          {errors.form ? <DialogContentText role="alert">{errors.form}</DialogContentText> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(null)}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('resources.personal.reveal.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The held proof and a way to get one: `requestProof()` resolves at once while a proof is valid, else opens
 * the dialog (render `dialog`) and resolves with the new proof, or null when cancelled.
 */
export function usePersonalDataProof() {
  const owner = useProofOwner();
  const proof = useHeldProof();
  const resolver = useRef<((proof: HeldProof | null) => void) | null>(null);
  const [open, setOpen] = useState(false);

  const requestProof = useCallback((): Promise<HeldProof | null> => {
    const valid = currentProof(owner);
    if (valid) return Promise.resolve(valid);
    resolver.current?.(null);
    setOpen(true);
    return new Promise((resolve) => {
      resolver.current = resolve;
    });
  }, [owner]);

  const onClose = useCallback((next: HeldProof | null) => {
    setOpen(false);
    resolver.current?.(next);
    resolver.current = null;
  }, []);

  const forget = useCallback(() => holdProof(null), []);

  return {
    proof,
    requestProof,
    forget,
    dialog: <RevealDialog open={open} owner={owner} onClose={onClose} />,
  };
}

/**
 * A page's "show personal data" switch: `meta` goes into the page's query options (the dataProvider sends
 * it as the proof header and `?reveal=1&reason=`); it falls back to masked values when the proof expires.
 */
export function useReveal() {
  const { proof, requestProof, forget, dialog } = usePersonalDataProof();
  const [revealed, setRevealed] = useState(false);
  const active = revealed && proof !== null;
  const meta = active ? { personalData: { token: proof.token, reason: proof.reason } } : undefined;
  const reveal = async () => {
    if (await requestProof()) setRevealed(true);
  };
  return { active, meta, reveal, hide: () => setRevealed(false), forget, dialog };
}

/** The button of `useReveal`: asks for the proof, or masks again. */
export function RevealButton({ reveal }: { reveal: ReturnType<typeof useReveal> }) {
  const translate = useTranslate();
  return (
    <>
      <Button
        size="small"
        startIcon={reveal.active ? <VisibilityOff /> : <Visibility />}
        onClick={reveal.active ? reveal.hide : () => void reveal.reveal()}
      >
        {translate(reveal.active ? 'resources.personal.reveal.hide' : 'resources.personal.reveal.show')}
      </Button>
      {reveal.dialog}
    </>
  );
}
