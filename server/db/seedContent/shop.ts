import type { Translations } from '#domain/localized.ts';
import type { Db } from '../index.ts';
import { shopCategories, shopOptions, shopProducts } from '../schema/index.ts';

// The shop's demo catalogue (docs/decisions/0029-shop-orders-and-payment.md): two-level categories and a dozen products of invented Seoul Awards
// makers; every name here is made up for the demo.

type Named = { name: string; translations: Translations<'name'> };
const t = (ko: string, en: string, cn: string): Named => ({
  name: ko,
  translations: { en: { name: en }, cn: { name: cn } },
});

const CATEGORIES: (Named & { key: string; children: (Named & { key: string })[] })[] = [
  {
    key: 'living',
    ...t('리빙', 'Living', '生活'),
    children: [
      { key: 'kitchen', ...t('주방', 'Kitchen', '厨房') },
      { key: 'interior', ...t('인테리어', 'Interior', '家居装饰') },
    ],
  },
  {
    key: 'fashion',
    ...t('패션·뷰티', 'Fashion and beauty', '时尚·美容'),
    children: [
      { key: 'accessories', ...t('잡화', 'Accessories', '配饰') },
      { key: 'beauty', ...t('뷰티', 'Beauty', '美容') },
    ],
  },
  {
    key: 'food',
    ...t('푸드', 'Food', '食品'),
    children: [{ key: 'traditional', ...t('전통식품', 'Traditional food', '传统食品') }],
  },
];

interface SeedProduct {
  category: string;
  name: [string, string, string];
  description: [string, string, string];
  maker: [string, string, string];
  price: number;
  salePrice?: number;
  shippingFee?: number;
  freeShippingOver?: number;
  image: string;
  options: [string, string, string, number, number][];
  sold: number;
}

const FREE_OVER = 50_000;

const PRODUCTS: SeedProduct[] = [
  {
    category: 'kitchen',
    name: ['백자 머그 세트', 'White porcelain mug set', '白瓷马克杯套装'],
    description: [
      '이천 장인이 빚은 백자 머그 2개 세트. 전자레인지와 식기세척기에 쓸 수 있습니다.',
      'Two porcelain mugs thrown by an Icheon potter; microwave and dishwasher safe.',
      '利川工匠制作的两只白瓷马克杯，可用于微波炉和洗碗机。',
    ],
    maker: [
      '서울도예공방 (2025 서울어워드)',
      'Seoul Ceramics Studio (2025 Seoul Awards)',
      '首尔陶艺工坊（2025首尔奖）',
    ],
    price: 42_000,
    salePrice: 36_000,
    image: 'ceramic',
    options: [
      ['화이트', 'White', '白色', 0, 30],
      ['청자색', 'Celadon', '青瓷色', 4_000, 12],
    ],
    sold: 120,
  },
  {
    category: 'kitchen',
    name: ['스테인리스 보온 텀블러', 'Stainless steel tumbler', '不锈钢保温杯'],
    description: [
      '12시간 보온, 24시간 보냉되는 진공 텀블러.',
      'Vacuum tumbler: hot for 12 hours, cold for 24.',
      '真空保温杯：保温12小时，保冷24小时。',
    ],
    maker: ['모아리빙 (슈퍼루키)', 'Moa Living (Super Rookie)', '摩阿生活（超级新秀）'],
    price: 29_000,
    image: 'tumbler',
    options: [
      ['350ml', '350 ml', '350毫升', 0, 40],
      ['500ml', '500 ml', '500毫升', 3_000, 25],
    ],
    sold: 80,
  },
  {
    category: 'kitchen',
    name: ['옻칠 수저 세트', 'Lacquered spoon and chopsticks set', '漆器勺筷套装'],
    description: [
      '천연 옻칠로 마감한 수저 2벌.',
      'Two pairs finished with natural lacquer.',
      '天然漆面处理的勺筷两套。',
    ],
    maker: ['한결공방 (2024 서울어워드)', 'Hangyeol Studio (2024 Seoul Awards)', '韩结工坊（2024首尔奖）'],
    price: 58_000,
    image: 'ceramic',
    options: [['기본', 'Standard', '标准', 0, 5]],
    sold: 15,
  },
  {
    category: 'interior',
    name: ['한지 무드등', 'Hanji mood lamp', '韩纸氛围灯'],
    description: [
      '전통 한지를 씌운 LED 무드등. USB-C 전원.',
      'LED lamp under traditional hanji paper; USB-C powered.',
      '覆以传统韩纸的LED氛围灯，USB-C供电。',
    ],
    maker: ['누리빛 (2025 서울어워드)', 'Nuribit (2025 Seoul Awards)', '努里光（2025首尔奖）'],
    price: 68_000,
    salePrice: 59_000,
    image: 'lamp',
    options: [
      ['소', 'Small', '小', 0, 10],
      ['대', 'Large', '大', 20_000, 6],
    ],
    sold: 64,
  },
  {
    category: 'interior',
    name: ['자개 코스터 4P', 'Mother-of-pearl coasters, 4 pieces', '螺钿杯垫4件套'],
    description: [
      '나전칠기 기법의 코스터 4개.',
      'Four coasters in the najeon lacquer technique.',
      '采用螺钿漆器工艺的杯垫4个。',
    ],
    maker: ['한결공방 (2024 서울어워드)', 'Hangyeol Studio (2024 Seoul Awards)', '韩结工坊（2024首尔奖）'],
    price: 32_000,
    image: 'lamp',
    options: [['기본', 'Standard', '标准', 0, 0]],
    sold: 40,
  },
  {
    category: 'accessories',
    name: ['실크 스카프', 'Silk scarf', '真丝围巾'],
    description: [
      '단청 문양을 담은 실크 100% 스카프.',
      'Pure silk scarf with dancheong patterns.',
      '印有丹青纹样的100%真丝围巾。',
    ],
    maker: ['누리텍스 (슈퍼루키)', 'Nuri Tex (Super Rookie)', '努里纺织（超级新秀）'],
    price: 89_000,
    salePrice: 71_000,
    image: 'scarf',
    options: [
      ['홍색', 'Red', '红色', 0, 8],
      ['청색', 'Blue', '蓝色', 0, 8],
    ],
    sold: 33,
  },
  {
    category: 'accessories',
    name: ['업사이클 가죽 토트백', 'Upcycled leather tote', '再生皮革托特包'],
    description: [
      '자투리 가죽으로 만든 토트백.',
      'Tote bag made from leather offcuts.',
      '用边角皮料制作的托特包。',
    ],
    maker: ['다시공방 (2025 서울어워드)', 'Dasi Studio (2025 Seoul Awards)', '达诗工坊（2025首尔奖）'],
    price: 129_000,
    image: 'bag',
    options: [
      ['블랙', 'Black', '黑色', 0, 4],
      ['카멜', 'Camel', '驼色', 0, 3],
    ],
    sold: 21,
  },
  {
    category: 'beauty',
    name: ['쌀겨 클렌징 폼', 'Rice bran cleansing foam', '米糠洁面乳'],
    description: [
      '국산 쌀겨 추출물을 담은 약산성 클렌저 150ml.',
      'Low-pH cleanser with Korean rice bran extract, 150 ml.',
      '含韩国米糠提取物的弱酸性洁面乳150毫升。',
    ],
    maker: ['서울뷰티랩 (슈퍼루키)', 'Seoul Beauty Lab (Super Rookie)', '首尔美容实验室（超级新秀）'],
    price: 18_000,
    image: 'cosmetic',
    options: [['150ml', '150 ml', '150毫升', 0, 100]],
    sold: 210,
  },
  {
    category: 'beauty',
    name: ['동백 오일 세럼', 'Camellia oil serum', '山茶花油精华'],
    description: ['제주 동백 오일 세럼 30ml.', 'Jeju camellia oil serum, 30 ml.', '济州山茶花油精华30毫升。'],
    maker: ['서울뷰티랩 (슈퍼루키)', 'Seoul Beauty Lab (Super Rookie)', '首尔美容实验室（超级新秀）'],
    price: 34_000,
    salePrice: 29_000,
    image: 'cosmetic',
    options: [['30ml', '30 ml', '30毫升', 0, 50]],
    sold: 95,
  },
  {
    category: 'traditional',
    name: ['유기농 녹차 티백', 'Organic green tea bags', '有机绿茶茶包'],
    description: [
      '하동 유기농 녹차 티백 30개입.',
      'Thirty bags of organic Hadong green tea.',
      '河东有机绿茶茶包30包。',
    ],
    maker: ['담은차 (2024 서울어워드)', 'Dameun Tea (2024 Seoul Awards)', '潭恩茶（2024首尔奖）'],
    price: 15_000,
    image: 'tea',
    options: [
      ['30티백', '30 bags', '30包', 0, 60],
      ['60티백', '60 bags', '60包', 13_000, 30],
    ],
    sold: 150,
  },
  {
    category: 'traditional',
    name: ['전통 된장 선물세트', 'Traditional doenjang gift set', '传统大酱礼盒'],
    description: [
      '3년 숙성 된장과 고추장 세트.',
      'Doenjang aged three years, with gochujang.',
      '三年发酵大酱与辣椒酱礼盒。',
    ],
    maker: ['장맛나라 (2025 서울어워드)', 'Jangmat Nara (2025 Seoul Awards)', '酱味之国（2025首尔奖）'],
    price: 45_000,
    image: 'sauce',
    options: [['기본', 'Standard', '标准', 0, 20]],
    sold: 58,
  },
  {
    category: 'traditional',
    name: ['수제 조청', 'Handmade grain syrup', '手工谷物糖浆'],
    description: [
      '쌀과 엿기름으로 달인 조청 500g.',
      'Rice and malt syrup, 500 g.',
      '大米与麦芽熬制的糖浆500克。',
    ],
    maker: ['장맛나라 (2025 서울어워드)', 'Jangmat Nara (2025 Seoul Awards)', '酱味之国（2025首尔奖）'],
    price: 22_000,
    image: 'sauce',
    options: [['500g', '500 g', '500克', 0, 25]],
    sold: 12,
  },
];

/** Inserts the demo categories and products (part of the one-time demo seed, server/db/seed.ts). */
export async function seedShop(tx: Db): Promise<void> {
  const ids = new Map<string, string>();
  for (const [index, top] of CATEGORIES.entries()) {
    const [row] = await tx
      .insert(shopCategories)
      .values({ name: top.name, translations: top.translations, order: index + 1 })
      .returning({ id: shopCategories.id });
    if (!row) continue;
    ids.set(top.key, row.id);
    for (const [childIndex, child] of top.children.entries()) {
      const [sub] = await tx
        .insert(shopCategories)
        .values({
          name: child.name,
          translations: child.translations,
          parentId: row.id,
          order: childIndex + 1,
        })
        .returning({ id: shopCategories.id });
      if (sub) ids.set(child.key, sub.id);
    }
  }
  for (const [index, p] of PRODUCTS.entries()) {
    const [row] = await tx
      .insert(shopProducts)
      .values({
        categoryId: ids.get(p.category)!,
        name: p.name[0],
        description: p.description[0],
        translations: {
          en: { name: p.name[1], description: p.description[1], maker: p.maker[1] },
          cn: { name: p.name[2], description: p.description[2], maker: p.maker[2] },
        },
        maker: p.maker[0],
        price: p.price,
        salePrice: p.salePrice ?? null,
        shippingFee: p.shippingFee ?? 3_000,
        freeShippingOver: p.freeShippingOver ?? FREE_OVER,
        thumb: `/images/shop/${p.image}-1.svg`,
        images: [`/images/shop/${p.image}-1.svg`, `/images/shop/${p.image}-2.svg`],
        sold: p.sold,
        order: index + 1,
      })
      .returning({ id: shopProducts.id });
    if (!row) continue;
    await tx.insert(shopOptions).values(
      p.options.map(([ko, en, cn, extraPrice, stock], position) => ({
        productId: row.id,
        name: ko,
        translations: { en: { name: en }, cn: { name: cn } },
        extraPrice,
        stock,
        position,
      })),
    );
  }
}
