import type { FastifyInstance } from 'fastify';
import { callAs } from './auth.ts';

/** Where an order goes and how it is paid (by card, terms agreed), as the shop's tests send it with its lines. */
export const cardDelivery = (recipient: string) => ({
  recipient,
  phone: '010-1234-5678',
  postcode: '04524',
  address1: '서울특별시 중구 세종대로 110',
  payMethod: 'CARD',
  agreeTerms: true,
});

/** The payment simulator's window approving `amount` under an order's (or invoice's) number: its answer. */
export const simulatorApproves = (
  app: FastifyInstance,
  token: string,
  number: string,
  amount: number,
  method = 'CARD',
) =>
  callAs(app, token, 'POST', '/api/v1/shop/simulator', {
    orderNumber: number,
    amount,
    method,
    outcome: 'approve',
  });
