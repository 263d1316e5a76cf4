import { z } from 'zod';
import { accountMessages as a } from '../messages/accounts.ts';
import { validationMessageGroup as v } from '../messages/validation.ts';
import { SCOPES } from '../scopes.ts';
import { emailSchema, nameSchema, passwordSchema, phoneSchema, usernameSchema } from './account.ts';

/** Short enough for a menu bar and an Excel column; docs/spec.md § 5 gives only the lower bound. */
export const USERNAME_MAX = 20;

/** At least one scope, each known, each once (checkboxes of domain/scopes.ts SCOPES). */
export const managerScopeSchema = z
  .array(z.enum(SCOPES, a.scopeInvalid.ko))
  .min(1, a.scopeRequired.ko)
  .transform((scope) => SCOPES.filter((s) => scope.includes(s)));

/**
 * A new manager (`POST /api/console/managers`). The secondary password guards the reveal and export of
 * personal data, so it follows the password rules and must not be the login password.
 */
export const managerCreateSchema = z
  .object({
    username: usernameSchema.max(USERNAME_MAX, a.usernameTooLong.ko),
    password: passwordSchema,
    subPassword: passwordSchema,
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    scope: managerScopeSchema,
  })
  .refine((value) => value.subPassword !== value.password, {
    error: a.subPasswordSameAsPassword.ko,
    path: ['subPassword'],
  });

/**
 * What another manager may change (`PUT /api/console/managers/{_id}`): the rights and the lock. The name,
 * e-mail and phone are personal data the list shows masked, so they are set once, at creation.
 */
export const managerUpdateSchema = z.object({
  scope: managerScopeSchema,
  locked: z.boolean(),
});

/** The password page's second form: the login password proves who is changing the secondary one. */
export const subPasswordChangeSchema = z
  .object({
    password: z.string().min(1, v.passwordRequired.ko),
    newSubPassword: passwordSchema,
    confirm: z.string(),
  })
  .refine((value) => value.newSubPassword === value.confirm, {
    error: a.subPasswordConfirmMismatch.ko,
    path: ['confirm'],
  });

export type ManagerCreate = z.output<typeof managerCreateSchema>;
export type ManagerUpdate = z.output<typeof managerUpdateSchema>;
export type SubPasswordChange = z.output<typeof subPasswordChangeSchema>;

/** A manager account as the console lists it: name, e-mail and phone masked unless revealed. */
export const managerSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
  name: z.string().describe('masked unless revealed'),
  email: z.string().describe('masked unless revealed'),
  phone: z.string().describe('masked unless revealed'),
  scope: z.array(z.enum(SCOPES)),
  locked: z.boolean(),
  protected: z
    .boolean()
    .describe('the first manager or the schedules manager: nobody else locks, demotes, resets or deletes it'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Manager = z.infer<typeof managerSchema>;
