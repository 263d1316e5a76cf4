import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk: the shell that `/` loads carries none of them.
const ShopListPage = lazy(() => import('./ShopListPage.tsx'));
const ProductPage = lazy(() => import('./ProductPage.tsx'));
const CartPage = lazy(() => import('./CartPage.tsx'));
const CheckoutPage = lazy(() => import('./CheckoutPage.tsx'));
const PayWindowPage = lazy(() => import('./PayWindowPage.tsx'));
const OrderListPage = lazy(() => import('./OrderListPage.tsx'));
const OrderDetailPage = lazy(() => import('./OrderDetailPage.tsx'));

/** The shop (docs/decisions/0029-shop-orders-and-payment.md): the catalogue for everyone. */
export const shopRoutes: RouteObject[] = [
  { path: '/shop', element: <ShopListPage /> },
  { path: '/shop/products/:_id', element: <ProductPage /> },
];

/** The member's cart, checkout, payment window and orders: children of the login guard at /mypage. */
export const shopMypageRoutes: RouteObject[] = [
  { path: 'cart', element: <CartPage /> },
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'order', element: <OrderListPage /> },
  { path: 'order/:_id', element: <OrderDetailPage /> },
  { path: 'order/:_id/pay', element: <PayWindowPage /> },
];
