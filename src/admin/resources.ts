import type { ResourceProps } from 'react-admin';
import { CONSOLE_RESOURCES, type ConsoleResourceName } from '#domain/consoleResources.ts';

/**
 * Every admin folder's resources: the `ResourceProps` its `index.ts` (or, for a plain resource, `index.tsx`)
 * exports (docs/decisions/0014-admin-folder-shape.md). Found, not listed, like the server's route files.
 */
const folders = import.meta.glob<Record<string, ResourceProps>>('./*/index.{ts,tsx}', { eager: true });
const found = new Map(
  Object.values(folders)
    .flatMap((exports) => Object.values(exports))
    .map((props) => [props.name, props]),
);

/**
 * react-admin's views of each resource of domain/consoleResources.ts, by its name. A declared resource whose
 * folder exports no views stops the console at start; tests/unit/console-resources.test.ts says which, and
 * checks each one's views against its declaration and that no folder serves an undeclared name.
 */
export const ADMIN_RESOURCES = Object.fromEntries(
  CONSOLE_RESOURCES.map(({ name }) => {
    const props = found.get(name);
    if (!props) throw new Error(`console resource ${name}: no admin folder exports its views`);
    return [name, props];
  }),
) as Record<ConsoleResourceName, ResourceProps>;

/** Names the admin folders export views for but domain/consoleResources.ts does not declare. */
export const UNDECLARED_ADMIN_RESOURCES = [...found.keys()].filter((name) => !(name in ADMIN_RESOURCES));
