import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate, formatNumber } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { fileTypeLabel, formatBytes, rowNumber } from '../ui/format.ts';
import type { Download } from './types.ts';
import { apiQuery, useListParams } from '../ui/listParams.ts';
import { ListTable } from '../ui/ListTable.tsx';
import { SearchableList } from '../ui/SearchableList.tsx';
import { useResource } from '../ui/useResource.ts';

const LIMIT = 10;

/** /center/download — form downloads with their files' type and size, search and pagination. */
export function DownloadListPage() {
  const { t, locale } = useI18n();
  const list = useListParams();
  const res = useResource<{ downloads: Download[]; total: number }>(
    `/api/v1/center/downloads${apiQuery({ page: list.page, limit: LIMIT, q: list.q })}`,
  );

  return (
    <CenterPage title={t('nav.center.download')} description={t('center.meta.download')}>
      <SearchableList
        limit={LIMIT}
        res={res}
        list={list}
        searchLabel={t('download.search')}
        rows={(data) => data.downloads}
      >
        {(rows, data) => (
          <ListTable
            caption={t('download.caption')}
            columns={[
              ['col-files', t('list.file')],
              ['col-date', t('list.date')],
              ['col-views', t('list.views')],
            ]}
          >
            {rows.map((download, index) => (
              <tr key={download._id}>
                <td className="col-num">{rowNumber(data.total, list.page, LIMIT, index)}</td>
                <td className="col-title">
                  <Link
                    to={`/center/download/${download._id}`}
                    lang={contentLang(download.title, locale, download.lang?.title)}
                  >
                    {download.title}
                  </Link>
                  <span className="row-sub">
                    {formatDate(download.createdAt)} ·{' '}
                    {t('list.viewsShort', { views: formatNumber(download.views) })}
                  </span>
                </td>
                <td className="col-files">
                  <ul className="file-chips">
                    {download.files.map((file) => (
                      <li key={file._id}>
                        <span className="file-type">{fileTypeLabel(file.type, file.name)}</span>
                        <span className="file-size">{formatBytes(file.size)}</span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="col-date">{formatDate(download.createdAt)}</td>
                <td className="col-views">{formatNumber(download.views)}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </SearchableList>
    </CenterPage>
  );
}

export default DownloadListPage;
