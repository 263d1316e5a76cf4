import { lighthouseScores } from './bench/frontend.ts';
const base = 'http://127.0.0.1:3200';
const firstId = async (api: string, key: string) => {
  const answer = (await (await fetch(`${base}${api}`)).json()) as Record<string, { _id: string }[]>;
  return answer[key]?.[0]?._id ?? 'none';
};
const pages = [
  '/', '/form/application', '/center/notice',
  `/center/notice/${await firstId('/api/v1/center/notifications?limit=1', 'notifications')}`,
  '/matching', `/matching/fairs/${await firstId('/api/v1/fairs?limit=1', 'fairs')}`,
  '/shop', `/shop/products/${await firstId('/api/v1/shop/products?limit=1', 'products')}`,
  '/experts', `/experts/${await firstId('/api/v1/lawyers?limit=1', 'lawyers')}`,
  '/auction', `/auction/works/${await firstId('/api/v1/auction/works?limit=1', 'works')}`,
];
console.log(JSON.stringify(await lighthouseScores(base, pages), null, 0));
