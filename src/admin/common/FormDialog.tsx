import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button, useTranslate } from 'react-admin';

interface FormDialogProps {
  /** The title's element id, which labels the dialog. */
  id: string;
  open: boolean;
  onClose(): void;
  /** Translation keys of the title, the line under it and the submit button. */
  title: string;
  intro: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit(event: FormEvent): void;
  maxWidth: 'xs' | 'sm';
  children: ReactNode;
}

/**
 * A small form in a dialog, opened from a list's toolbar: title, one line of explanation, the fields, cancel
 * and submit. `noValidate`: the caller checks the values with the domain schema, whose messages the API
 * gives too.
 */
export function FormDialog({
  id,
  open,
  onClose,
  title,
  intro,
  submitLabel,
  submitting,
  onSubmit,
  maxWidth,
  children,
}: FormDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} fullWidth maxWidth={maxWidth}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={id}>{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(intro)}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <Button label={submitLabel} type="submit" variant="contained" disabled={submitting} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
