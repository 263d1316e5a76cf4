import type { ComponentType } from 'react';
import { Create, Edit } from 'react-admin';

/**
 * The create and edit pages of a resource whose one form serves both (`edit` tells it which): the server
 * answers before the list shows the change (pessimistic), and `transform` turns the form's values into the
 * API's input.
 */
export function formPages(options: {
  form: ComponentType<{ edit?: boolean }>;
  transform: (values: Record<string, unknown>) => unknown;
  /** What a new record's form starts with. */
  empty: Record<string, unknown>;
}) {
  const { form: Form, transform, empty } = options;
  return {
    create: () => (
      <Create transform={transform} redirect="list" record={empty} mutationMode="pessimistic">
        <Form />
      </Create>
    ),
    edit: () => (
      <Edit mutationMode="pessimistic" transform={transform} redirect="list">
        <Form edit />
      </Edit>
    ),
  };
}
