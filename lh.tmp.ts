import { lighthouseScores } from './bench/frontend.ts';
const base = 'http://127.0.0.1:3200';
const j = async (p: string) => (await fetch(base + p)).json();
const lawyer = (await j('/api/v1/lawyers?limit=1')).lawyers[0]._id;
const product = (await j('/api/v1/shop/products?limit=1')).products[0]._id;
const fair = (await j('/api/v1/fairs?limit=1')).fairs[0]._id;
const notice = (await j('/api/v1/center/notifications?limit=1')).notifications[0]._id;
const paths = (process.env.PATHS ?? `/experts,/experts/${lawyer},/shop,/shop/products/${product},/matching,/matching/fairs/${fair},/center/notice/${notice},/application/result`).split(',');
console.log(JSON.stringify(await lighthouseScores(base, paths), null, 1));
