import { CONSOLE_CUSTOM_PAGES, CONSOLE_RESOURCES, type ConsoleCustomPageName } from './consoleResources.ts';
import type { ConsoleResourceName } from './consoleResources.ts';
import { SCOPE_LABELS } from './scopeLabels.ts';

/**
 * A manager scope (docs/spec.md § 6): the scope of a resource of domain/consoleResources.ts. `manager` is the
 * basic right every manager gets; `scheduleAdmin` is no scope but the one configured username
 * (SCHEDULE_ADMIN_USERNAME), which the server and the console both check.
 */
export type Scope = Exclude<(typeof CONSOLE_RESOURCES)[number]['scope'], 'scheduleAdmin'>;

/**
 * Every scope, in the order of SCOPE_LABELS: the managers form's checkboxes, the order a manager's scopes are
 * stored and answered in, and the API docs' enum. SCOPE_LABELS has exactly the declared scopes (its type says
 * so), so a resource with a new scope gets its words there and its place in this order.
 */
export const SCOPES = Object.keys(SCOPE_LABELS) as readonly Scope[];
export const DEFAULT_SCOPE: readonly Scope[] = ['manager'];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** A console page: the dashboard (`''`), a resource, or a page of its own (setting, password). */
export type ConsolePage = '' | ConsoleResourceName | ConsoleCustomPageName;

/** Each console page and the scope it needs. */
export const CONSOLE_PAGES = Object.fromEntries([
  ['', 'manager'],
  ...[...CONSOLE_RESOURCES, ...CONSOLE_CUSTOM_PAGES].map((page) => [page.name, page.scope]),
]) as Readonly<Record<ConsolePage, Scope | 'scheduleAdmin'>>;
