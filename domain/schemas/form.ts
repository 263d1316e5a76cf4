import { z } from 'zod';
import { APPLICATION_FILE_EXTENSIONS, LIMITS } from '../constants.ts';
import { communityMessages as m } from '../messages/community.ts';
import { fileRefSchema } from './file.ts';
import { messageInputSchema } from './message.ts';

/**
 * Forms sent from the public site with their files (POST /api/v1/forms): the site's forms by code,
 * the same fields as a contact message. The console lists them and sets the address notified of each.
 */
export const FORM_CODES = ['default-form'] as const;
export type FormCode = (typeof FORM_CODES)[number];

export const FORM_FILES_MAX = 5;
/** The files of docs/spec.md § 5: pdf, xlsx, jpg, png up to 50 MB, like the application's documents. */
export const FORM_FILE_MAX_BYTES = LIMITS.uploadMaxBytes;
export const FORM_FILE_TYPES = APPLICATION_FILE_EXTENSIONS;

export const formInputSchema = messageInputSchema.extend({
  code: z.enum(FORM_CODES, { error: m.formCodeUnknown.ko }).default('default-form'),
});
export type FormInput = z.output<typeof formInputSchema>;

/** PUT /api/console/forms/email: the address told of each new form; empty sends no notification. */
export const formEmailInputSchema = z.object({
  email: z.union([z.literal(''), z.email(m.notifyEmailInvalid.ko).max(254, m.notifyEmailInvalid.ko)], {
    error: m.notifyEmailInvalid.ko,
  }),
});
export type FormEmailInput = z.output<typeof formEmailInputSchema>;

/** A sent form as the console reads it: personal data masked unless this one form is revealed. */
export const formSchema = z.object({
  _id: z.uuid(),
  code: z.enum(FORM_CODES),
  name: z.string().describe('masked unless revealed'),
  email: z.string().describe('masked unless revealed'),
  phone: z.string().nullable().describe('masked unless revealed'),
  subject: z.string().nullable(),
  message: z.string().describe('plain text'),
  files: z.array(fileRefSchema).describe('url: the console download route'),
  createdAt: z.string(),
});
export type Form = z.infer<typeof formSchema>;
