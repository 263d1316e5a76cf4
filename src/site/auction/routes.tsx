import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk: the shell that `/` loads carries none of them.
const AuctionHomePage = lazy(() => import('./AuctionHomePage.tsx'));
const ProgramPage = lazy(() => import('./ProgramPage.tsx'));
const WorkPage = lazy(() => import('./WorkPage.tsx'));
const AuthorPage = lazy(() => import('./AuthorPage.tsx'));
const MyBidsPage = lazy(() => import('./MyBidsPage.tsx'));
const InvoicePayPage = lazy(() => import('./InvoicePayPage.tsx'));

/** The timed auction (docs/decisions/0033-timed-auction.md): halls, catalogues, lots and authors. */
export const auctionRoutes: RouteObject[] = [
  { path: '/auction', element: <AuctionHomePage /> },
  { path: '/auction/programs/:_id', element: <ProgramPage /> },
  { path: '/auction/works/:_id', element: <WorkPage /> },
  { path: '/auction/authors/:_id', element: <AuthorPage /> },
];

/** The member's own auction pages (their bids, an invoice's payment window), children of the login guard at /mypage. */
export const auctionMypageRoutes: RouteObject[] = [
  { path: 'bids', element: <MyBidsPage /> },
  { path: 'bids/invoices/:_id/pay', element: <InvoicePayPage /> },
];
