import type { LabelDisplayedRowsArgs } from '@mui/material';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { estimatedRange, isEstimated } from './estimatedRange.ts';

/** react-admin's pagination, saying "about N" when the list's total is an estimate. */
export function ConsolePagination(props: PaginationProps) {
  const { meta } = useListContext();
  const translate = useTranslate();
  if (!isEstimated(meta)) return <Pagination {...props} />;
  // react-admin passes its props on to MUI's TablePagination after its own label, which this one replaces
  const label = { labelDisplayedRows: (rows: LabelDisplayedRowsArgs) => estimatedRange(translate, rows) };
  return <Pagination {...props} {...(label as PaginationProps)} />;
}
