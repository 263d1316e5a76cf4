import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../config.ts';

/** Nodemailer over the configured SMTP server, or null when SMTP_HOST is not set (mail stays in the outbox). */
export function createMailTransport(smtp: SmtpConfig): Transporter | null {
  if (!smtp.host) return null;
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port ?? (smtp.secure ? 465 : 587),
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    // a slow mail server must not hold a delivery forever
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

export function mailFrom(smtp: SmtpConfig): string {
  return smtp.from ?? 'no-reply@localhost';
}
