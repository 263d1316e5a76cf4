import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk: the shell that `/` loads carries none of them.
const ShopListPage = lazy(() => import('./ShopListPage.tsx'));
const ProductPage = lazy(() => import('./ProductPage.tsx'));

/** The shop (docs/decisions/0029-shop-orders-and-payment.md): the catalogue for everyone. */
export const shopRoutes: RouteObject[] = [
  { path: '/shop', element: <ShopListPage /> },
  { path: '/shop/products/:_id', element: <ProductPage /> },
];
