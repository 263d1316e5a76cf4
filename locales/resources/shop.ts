import type { ResourceWords } from '../resourceWords.ts';

/** The shop's catalogue in the console (domain/schemas/shopCatalogue.ts). */
export default {
  'shop/categories': {
    name: { ko: '상품 분류', en: 'Shop category |||| Shop categories', cn: '商品分类' },
    fields: {
      name: { ko: '분류명', en: 'Name', cn: '分类名称' },
      parentId: { ko: '상위 분류', en: 'Parent category', cn: '上级分类' },
      order: { ko: '순서', en: 'Order', cn: '顺序' },
      shows: { ko: '노출', en: 'Shown', cn: '显示' },
      q: { ko: '검색', en: 'Search', cn: '搜索' },
    },
  },
  'shop/products': {
    name: { ko: '상품', en: 'Product |||| Products', cn: '商品' },
    fields: {
      categoryId: { ko: '분류', en: 'Category', cn: '分类' },
      name: { ko: '상품명', en: 'Name', cn: '商品名称' },
      description: { ko: '상품 설명', en: 'Description', cn: '商品说明' },
      maker: { ko: '제조사(브랜드)', en: 'Maker', cn: '制造商' },
      price: { ko: '정가(원)', en: 'Price (won)', cn: '原价（韩元）' },
      salePrice: { ko: '할인가(원)', en: 'Sale price (won)', cn: '折扣价（韩元）' },
      shippingFee: { ko: '배송비(원)', en: 'Shipping fee (won)', cn: '运费（韩元）' },
      freeShippingOver: {
        ko: '무료배송 기준 금액(원)',
        en: 'Free shipping from (won)',
        cn: '免运费金额（韩元）',
      },
      status: { ko: '판매 상태', en: 'Status', cn: '销售状态' },
      // the status choices (SHOP_PRODUCT_STATUSES)
      'status.ON_SALE': { ko: '판매중', en: 'On sale', cn: '在售' },
      'status.SOLD_OUT': { ko: '품절', en: 'Sold out', cn: '售罄' },
      'status.HIDDEN': { ko: '숨김', en: 'Hidden', cn: '隐藏' },
      thumb: { ko: '대표 이미지', en: 'Thumbnail', cn: '主图' },
      images: { ko: '상세 이미지', en: 'Images', cn: '详情图片' },
      options: { ko: '옵션', en: 'Options', cn: '选项' },
      optionEn: { ko: '옵션명 (English)', en: 'Option name (English)', cn: '选项名称（英文）' },
      optionCn: { ko: '옵션명 (中文)', en: 'Option name (Chinese)', cn: '选项名称（中文）' },
      extraPrice: { ko: '추가금액(원)', en: 'Extra (won)', cn: '加价（韩元）' },
      stock: { ko: '재고', en: 'Stock', cn: '库存' },
      sold: { ko: '판매수량', en: 'Sold', cn: '销量' },
      order: { ko: '순서', en: 'Order', cn: '顺序' },
      q: { ko: '검색', en: 'Search', cn: '搜索' },
      updatedAt: { ko: '수정일시', en: 'Updated', cn: '修改时间' },
    },
  },
} satisfies Record<string, ResourceWords>;
