import { lazy } from 'react';
import Comment from '@mui/icons-material/Comment';
import Forum from '@mui/icons-material/Forum';
import type { ResourceProps } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { CommentList } from './CommentList.tsx';
import { PostList } from './PostList.tsx';

const PostShow = lazy(() => import('./PostShow.tsx'));

/** 게시판: route /console/boards (posts of every board), API /api/console/boards/posts, scope boards. */
export const boards = {
  name: consoleResource('boards', 0).name,
  list: PostList,
  show: PostShow,
  icon: Forum,
  recordRepresentation: 'title',
} satisfies ResourceProps;

/** 댓글: route /console/boards/comments, API /api/console/boards/comments, scope boards. */
export const boardComments = {
  name: consoleResource('boards', 1).name,
  list: CommentList,
  icon: Comment,
  recordRepresentation: 'content',
} satisfies ResourceProps;
