import type { ReactNode } from 'react';
import { Show, TopToolbar } from 'react-admin';
import { RevealButton, useReveal } from './RevealDialog.tsx';

/**
 * A show page whose personal data arrive masked until the manager reveals them (docs/decisions/0007-personal-data-and-access-log.md): the
 * record loads again with the proof. The page's own buttons stand `before` or `after` the reveal button.
 */
export function RevealShow({
  before,
  after,
  children,
}: {
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const reveal = useReveal();
  return (
    <Show
      queryOptions={{ meta: reveal.meta }}
      actions={
        <TopToolbar>
          {before}
          <RevealButton reveal={reveal} />
          {after}
        </TopToolbar>
      }
    >
      {children}
    </Show>
  );
}
