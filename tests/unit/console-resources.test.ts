// @vitest-environment happy-dom
// (the admin folders open the console's session, which keeps its tokens in sessionStorage, when imported)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_CUSTOM_PAGES,
  CONSOLE_RESOURCES,
  CONSOLE_TOOLS,
  MENU_GROUPS,
  type ConsoleView,
} from '#domain/consoleResources.ts';
import { CONSOLE_PAGES, SCOPES, isScope } from '#domain/scopes.ts';
import { cnConsole } from '#locales/cn/console.ts';
import { enConsole } from '#locales/en/console.ts';
import { koConsole } from '#locales/ko/console.ts';
import { ADMIN_RESOURCES, UNDECLARED_ADMIN_RESOURCES } from '#src/admin/resources.ts';
import { apiPathOf, pluralOf, singularOf } from '#src/dataProvider/resources.ts';

// domain/consoleResources.ts declares the console's resources once
// (docs/decisions/0013-console-resources-declared-once.md): each declared name has its words in every
// console catalog and its views in the console, and the files that derive from the table name no resource of
// their own.

const ROOT = join(import.meta.dirname, '..', '..');
const CATALOGS = { ko: koConsole, en: enConsole, cn: cnConsole };
const NAMES = CONSOLE_RESOURCES.map((resource) => resource.name);
const PAGES = CONSOLE_CUSTOM_PAGES.map((page) => page.name);

/** `resources.<path>` of a console catalog, or undefined. */
function labelOf(catalog: object, path: string[]): unknown {
  let node: unknown = (catalog as { resources?: unknown }).resources;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

describe('the console resources table', () => {
  it('names each resource once, each API path with its own list and record keys', () => {
    expect(new Set(NAMES).size).toBe(NAMES.length);
    expect(PAGES.filter((page) => (NAMES as string[]).includes(page))).toEqual([]);
    // one API path serves two resources only when they are one concept (registrations and applications)
    for (const resource of CONSOLE_RESOURCES) {
      for (const other of CONSOLE_RESOURCES.filter((o) => o.api === resource.api)) {
        expect([other.key, other.list, other.record], other.name).toEqual([
          resource.key,
          resource.list,
          resource.record,
        ]);
      }
    }
  });

  it('gives every resource, page of its own and menu group its label in ko, en and cn', () => {
    const missing: string[] = [];
    for (const [locale, catalog] of Object.entries(CATALOGS)) {
      for (const name of [...NAMES, ...PAGES]) {
        const label = labelOf(catalog, [name, 'name']);
        if (typeof label !== 'string' || label.trim() === '')
          missing.push(`${locale} resources.${name}.name`);
      }
      for (const group of MENU_GROUPS) {
        const label = labelOf(catalog, ['menu', group]);
        if (typeof label !== 'string' || label.trim() === '')
          missing.push(`${locale} resources.menu.${group}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('derives the scopes: every declared scope once, the schedules username none, `manager` first', () => {
    const declared = new Set<string>(CONSOLE_RESOURCES.map((resource) => resource.scope));
    declared.delete('scheduleAdmin');
    expect([...SCOPES].sort()).toEqual([...declared].sort());
    expect(SCOPES[0]).toBe('manager');
    for (const page of CONSOLE_CUSTOM_PAGES) expect(isScope(page.scope), page.name).toBe(true);
    for (const tool of CONSOLE_TOOLS)
      expect(tool.scope === 'anyManager' || isScope(tool.scope), tool.api).toBe(true);
  });

  it('derives the console pages: the dashboard, every resource and page of its own, with its scope', () => {
    expect(Object.keys(CONSOLE_PAGES).sort()).toEqual(['', ...NAMES, ...PAGES].sort());
    for (const page of [...CONSOLE_RESOURCES, ...CONSOLE_CUSTOM_PAGES]) {
      expect(CONSOLE_PAGES[page.name], page.name).toBe(page.scope);
    }
  });

  it('maps each resource to its API path and answer keys, and refuses a name it does not declare', () => {
    for (const resource of CONSOLE_RESOURCES) {
      expect(apiPathOf(resource.name)).toBe(`/api/console/${resource.api}`);
      expect([pluralOf(resource.name), singularOf(resource.name)]).toEqual([resource.list, resource.record]);
    }
    expect(() => apiPathOf('auction/paddles')).toThrow(/not declared/);
  });
});

describe('the console views of each declared resource', () => {
  it('registers exactly the declared resources, each under its own name, from its admin folder', () => {
    expect(Object.keys(ADMIN_RESOURCES).sort()).toEqual([...NAMES].sort());
    expect(UNDECLARED_ADMIN_RESOURCES).toEqual([]);
    for (const [name, props] of Object.entries(ADMIN_RESOURCES)) expect(props.name).toBe(name);
    for (const resource of CONSOLE_RESOURCES) {
      const folder = join(ROOT, 'src/admin', resource.key);
      const index = ['index.ts', 'index.tsx'].filter((file) => existsSync(join(folder, file)));
      expect(index, resource.key).toHaveLength(1);
    }
  });

  it('has the views its declaration lists (the export is the list’s button)', () => {
    const pageViews: ConsoleView[] = ['list', 'show', 'edit', 'create'];
    for (const resource of CONSOLE_RESOURCES) {
      const props: Partial<Record<ConsoleView, unknown>> = ADMIN_RESOURCES[resource.name];
      const has = pageViews.filter((view) => props[view] !== undefined);
      const declared = pageViews.filter((view) => (resource.views as readonly string[]).includes(view));
      expect(has, resource.name).toEqual(declared);
    }
  });
});

/** Every quoted string of a source file (template strings without `${`). */
function literalsOf(source: string): string[] {
  return [...source.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\$]*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
}

describe('the files that derive from the table', () => {
  // a scope is often spelled like a resource (`popups`, `manager`) and names the right, not the page
  const labelled = Object.keys(koConsole.resources).filter(
    (name) => labelOf(koConsole, [name, 'name']) !== undefined && !isScope(name),
  );
  const derived = [
    'domain/scopes.ts',
    'src/admin/App.tsx',
    'src/admin/Menu.tsx',
    'src/admin/pages.tsx',
    ...readdirSync(join(ROOT, 'src/dataProvider')).map((file) => `src/dataProvider/${file}`),
  ];

  it('name no console resource or page by hand', () => {
    expect(labelled).toEqual(expect.arrayContaining(['center/notifications', 'schedules', 'setting']));
    const found = derived.flatMap((file) =>
      literalsOf(readFileSync(join(ROOT, file), 'utf8'))
        .filter((text) => labelled.includes(text))
        .map((text) => `${file}: '${text}'`),
    );
    expect(found).toEqual([]);
  });
});
