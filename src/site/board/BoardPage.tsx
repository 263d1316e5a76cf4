import { Link, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate, formatNumber } from '#domain/format.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { rowNumber } from '../ui/format.ts';
import type { Board, PostSummary } from '#domain/schemas/board.ts';
import { apiQuery, useListParams } from '../ui/listParams.ts';
import { ListTable } from '../ui/ListTable.tsx';
import { SearchableList } from '../ui/SearchableList.tsx';
import { ClipIcon } from '../ui/SearchIcon.tsx';
import { NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { WriteIntro } from '../ui/WriteIntro.tsx';
import { useI18n, withNodes, Written } from '../i18n.tsx';
import './board.css';

const LIMIT = 10;

/** The board's code from the route (`/board/default-board`). */
export function useBoardCode(): string {
  return useParams().code ?? 'default-board';
}

/** /board/{code} — posts newest first with masked authors, comment counts, attachments, search, pages. */
export function BoardPage() {
  const { t, locale } = useI18n();
  const code = useBoardCode();
  const list = useListParams();
  const board = useResource<{ board: Board }>(`/api/v1/boards/${encodeURIComponent(code)}`);
  const res = useResource<{ posts: PostSummary[]; total: number }>(
    `/api/v1/boards/${encodeURIComponent(code)}/posts${apiQuery({ page: list.page, limit: LIMIT, q: list.q })}`,
  );
  const base = `/board/${code}`;

  return (
    <CenterPage title={t('page.board')} description={t('board.meta.list')}>
      {board.status === 404 ? (
        <NotFound back="/" backLabel={t('page.home')} />
      ) : (
        <>
          <WriteIntro
            intro={
              board.data
                ? withNodes(t('board.intro'), { name: <Written text={board.data.board.name} /> })
                : ' '
            }
            to={`${base}/write`}
            label={t('board.write')}
          />
          <SearchableList
            res={res}
            limit={LIMIT}
            list={list}
            searchLabel={t('board.search')}
            rows={(data) => data.posts}
          >
            {(rows, data) => (
              <ListTable
                caption={t('board.caption')}
                columns={[
                  ['col-author', t('list.author')],
                  ['col-date', t('list.date')],
                  ['col-views', t('list.views')],
                ]}
              >
                {rows.map((post, index) => (
                  <tr key={post._id}>
                    <td className="col-num">{rowNumber(data.total, list.page, LIMIT, index)}</td>
                    <td className="col-title">
                      <Link to={`${base}/${post._id}`} lang={contentLang(post.title, locale)}>
                        {post.title}
                      </Link>
                      {post.comments > 0 && (
                        <span className="comment-count">
                          <span aria-hidden="true">[{post.comments}]</span>
                          <span className="visually-hidden">
                            {t('board.commentCount', { count: post.comments })}
                          </span>
                        </span>
                      )}
                      {post.files > 0 && (
                        <span className="file-mark">
                          <ClipIcon />
                          <span className="visually-hidden">{t('list.hasFiles', { count: post.files })}</span>
                        </span>
                      )}
                      <span className="row-sub">
                        <Written text={post.author} /> · {formatDate(post.createdAt)} ·{' '}
                        {t('list.viewsShort', { views: formatNumber(post.views) })}
                      </span>
                    </td>
                    <td className="col-author" lang={contentLang(post.author, locale)}>
                      {post.author}
                    </td>
                    <td className="col-date">{formatDate(post.createdAt)}</td>
                    <td className="col-views">{formatNumber(post.views)}</td>
                  </tr>
                ))}
              </ListTable>
            )}
          </SearchableList>
        </>
      )}
    </CenterPage>
  );
}

export default BoardPage;
