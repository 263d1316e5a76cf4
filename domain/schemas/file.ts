import { z } from 'zod';

/** A stored file as the API shows it (docs/decisions/0003-api-contract.md § Shapes, FileRef). */
export const fileRefSchema = z.object({
  _id: z.uuid(),
  /** The original name, e.g. `입주자 모집공고.pdf`. */
  name: z.string(),
  size: z.number().int(),
  /** MIME type, from the checked content. */
  type: z.string(),
  /** `/api/v1/files/{_id}` */
  url: z.string(),
});
export type FileRef = z.infer<typeof fileRefSchema>;
