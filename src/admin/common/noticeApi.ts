import { useDataProvider } from 'react-admin';
import type { GroupNotice, NoticeInput, NoticePreview } from '#domain/schemas/groupNotice.ts';
import type { OutboxMessage } from '#domain/schemas/outgoing.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';

const BASE = '/api/console/notices';

/** A created notice as POST answers it (202, also when replayed for the same Idempotency-Key). */
export interface CreatedNotice {
  _id: string;
  recipients: number;
  messages: number;
}

/** The group notices' calls (docs/decisions/0030-group-notices-and-round-statistics.md) on the console's client. */
export function useNoticeApi() {
  const dp = useDataProvider<ConsoleDataProvider>();
  return {
    preview: (input: NoticeInput) => dp.send<NoticePreview>('POST', `${BASE}/preview`, input),
    test: (input: NoticeInput) => dp.send<{ messages: OutboxMessage[] }>('POST', `${BASE}/test`, input),
    /** One key per dialog: a second click or a retry answers the first notice (docs/decisions/0032-notice-idempotency-and-applicant-supplement.md). */
    create: (input: NoticeInput, idempotencyKey: string) =>
      dp.send<{ notice: CreatedNotice }>('POST', BASE, input, { 'Idempotency-Key': idempotencyKey }),
    list: () => dp.send<{ notices: GroupNotice[]; total: number }>('GET', `${BASE}?limit=100`),
  };
}
