import { DEFAULT_INCREMENTS } from '#domain/auction/increments.ts';
import { scheduledClose } from '#domain/auction/softClose.ts';
import type { Db } from '../index.ts';
import {
  auctionAuthors,
  auctionHalls,
  auctionIncrements,
  auctionPrograms,
  auctionWorks,
} from '../schema/index.ts';

// The auction's demo (docs/decisions/0033-timed-auction.md): one hall, one program of a dozen works by six
// invented authors, the increment table. Every name here is made up for the demo.

type Three = [string, string, string];

const AUTHORS: { name: Three; profile: Three }[] = [
  {
    name: ['한서윤', 'Han Seoyun', '韩瑞允'],
    profile: [
      '서울에서 활동하는 회화 작가. 한지 위에 겹겹이 쌓은 색면으로 도시의 시간을 그립니다.',
      'A Seoul painter who layers fields of colour on hanji paper to paint the city’s time.',
      '活跃于首尔的画家，在韩纸上层层叠加色面，描绘城市的时间。',
    ],
  },
  {
    name: ['박도현', 'Park Dohyun', '朴道贤'],
    profile: [
      '도예가. 이천에서 백자와 분청을 빚으며 전통 기법을 현대적 형태로 옮깁니다.',
      'A potter in Icheon who carries white porcelain and buncheong techniques into modern forms.',
      '陶艺家，在利川制作白瓷与粉青，将传统技法转化为现代造型。',
    ],
  },
  {
    name: ['이하린', 'Lee Harin', '李夏琳'],
    profile: [
      '사진가. 바다와 섬의 빛을 긴 노출로 기록합니다.',
      'A photographer recording the light of the sea and islands in long exposures.',
      '摄影师，以长曝光记录大海与岛屿的光线。',
    ],
  },
  {
    name: ['정우진', 'Jung Woojin', '郑宇镇'],
    profile: [
      '조각가. 버려진 금속을 용접해 움직임을 담은 형상을 만듭니다.',
      'A sculptor welding salvaged metal into figures that hold movement.',
      '雕塑家，将废弃金属焊接成蕴含动感的形象。',
    ],
  },
  {
    name: ['최민서', 'Choi Minseo', '崔敏舒'],
    profile: [
      '판화가. 목판과 실크스크린으로 일상의 사물을 반복합니다.',
      'A printmaker repeating everyday objects in woodcut and silkscreen.',
      '版画家，以木刻和丝网印刷重复日常物件。',
    ],
  },
  {
    name: ['윤지아', 'Yoon Jia', '尹智雅'],
    profile: [
      '섬유 작가. 천연 염색한 실로 풍경을 짜냅니다.',
      'A textile artist weaving landscapes from naturally dyed thread.',
      '纤维艺术家，用天然染色的丝线编织风景。',
    ],
  },
];

interface SeedWork {
  author: number;
  title: Three;
  year: string;
  material: Three;
  size: string;
  edition?: string;
  estimate: [number, number];
  start: number;
  reserve: number | null;
}

const WORKS: SeedWork[] = [
  {
    author: 0,
    title: ['새벽의 색면', 'Colour Field at Dawn', '黎明的色面'],
    year: '2024',
    material: ['한지에 채색', 'Colour on hanji', '韩纸设色'],
    size: '91 × 73 cm',
    estimate: [1_500_000, 2_500_000],
    start: 1_000_000,
    reserve: 1_400_000,
  },
  {
    author: 0,
    title: ['도시의 오후', 'Afternoon in the City', '城市的午后'],
    year: '2023',
    material: ['한지에 채색', 'Colour on hanji', '韩纸设色'],
    size: '60 × 50 cm',
    estimate: [800_000, 1_200_000],
    start: 500_000,
    reserve: null,
  },
  {
    author: 1,
    title: ['달항아리', 'Moon Jar', '月亮罐'],
    year: '2025',
    material: ['백자', 'White porcelain', '白瓷'],
    size: 'H 42 cm',
    estimate: [3_000_000, 5_000_000],
    start: 2_000_000,
    reserve: 3_000_000,
  },
  {
    author: 1,
    title: ['분청 찻사발', 'Buncheong Tea Bowl', '粉青茶碗'],
    year: '2024',
    material: ['분청사기', 'Buncheong ware', '粉青沙器'],
    size: 'Ø 14 cm',
    estimate: [400_000, 700_000],
    start: 300_000,
    reserve: null,
  },
  {
    author: 2,
    title: ['섬의 빛 #3', 'Island Light #3', '岛屿之光 #3'],
    year: '2022',
    material: ['피그먼트 프린트', 'Pigment print', '颜料打印'],
    size: '100 × 70 cm',
    edition: '3/7',
    estimate: [1_000_000, 1_800_000],
    start: 700_000,
    reserve: 900_000,
  },
  {
    author: 2,
    title: ['썰물', 'Low Tide', '退潮'],
    year: '2023',
    material: ['피그먼트 프린트', 'Pigment print', '颜料打印'],
    size: '80 × 60 cm',
    edition: '2/10',
    estimate: [600_000, 900_000],
    start: 400_000,
    reserve: null,
  },
  {
    author: 3,
    title: ['바람의 형상', 'Shape of Wind', '风的形状'],
    year: '2021',
    material: ['용접 철', 'Welded steel', '焊接钢'],
    size: '120 × 45 × 40 cm',
    estimate: [6_000_000, 9_000_000],
    start: 4_000_000,
    reserve: 5_500_000,
  },
  {
    author: 3,
    title: ['작은 걸음', 'Small Step', '小步'],
    year: '2024',
    material: ['청동', 'Bronze', '青铜'],
    size: '35 × 20 × 18 cm',
    edition: '1/5',
    estimate: [2_000_000, 3_000_000],
    start: 1_500_000,
    reserve: null,
  },
  {
    author: 4,
    title: ['컵 열두 개', 'Twelve Cups', '十二只杯子'],
    year: '2023',
    material: ['실크스크린', 'Silkscreen', '丝网印刷'],
    size: '70 × 50 cm',
    edition: '12/30',
    estimate: [300_000, 500_000],
    start: 200_000,
    reserve: null,
  },
  {
    author: 4,
    title: ['의자', 'Chair', '椅子'],
    year: '2022',
    material: ['목판화', 'Woodcut', '木刻版画'],
    size: '60 × 45 cm',
    edition: '5/20',
    estimate: [350_000, 600_000],
    start: 250_000,
    reserve: 300_000,
  },
  {
    author: 5,
    title: ['가을 능선', 'Autumn Ridge', '秋日山脊'],
    year: '2024',
    material: ['천연 염색 실, 직조', 'Naturally dyed thread, woven', '天然染色丝线，编织'],
    size: '150 × 90 cm',
    estimate: [2_500_000, 4_000_000],
    start: 1_800_000,
    reserve: 2_200_000,
  },
  {
    author: 5,
    title: ['물결', 'Ripples', '涟漪'],
    year: '2025',
    material: ['천연 염색 실, 직조', 'Naturally dyed thread, woven', '天然染色丝线，编织'],
    size: '70 × 70 cm',
    estimate: [900_000, 1_400_000],
    start: 600_000,
    reserve: null,
  },
];

const HOUR_MS = 3_600_000;

/** Inserts the demo hall, program, authors, works and increment table (the one-time demo seed). */
export async function seedAuction(tx: Db, { now }: { now: Date }): Promise<void> {
  await tx.insert(auctionIncrements).values(DEFAULT_INCREMENTS.map((row) => ({ ...row })));
  const [hall] = await tx
    .insert(auctionHalls)
    .values({
      name: '서울어워드 온라인 전시관',
      text: '서울어워드 작가들의 회화, 도자, 사진, 조각, 판화, 섬유 작품을 온라인 경매로 만나보세요.',
      translations: {
        en: {
          name: 'Seoul Awards Online Hall',
          text: 'Paintings, ceramics, photographs, sculpture, prints and textiles by Seoul Awards artists, in a timed online auction.',
        },
        cn: {
          name: '首尔奖在线展厅',
          text: '通过在线拍卖，欣赏首尔奖艺术家的绘画、陶瓷、摄影、雕塑、版画和纤维作品。',
        },
      },
      cover: '/images/auction/hall-cover.svg',
      order: 1,
    })
    .returning({ id: auctionHalls.id });
  if (!hall) return;
  // open from an hour ago; the first lot closes in three days, one lot a minute after another
  const firstCloseAt = new Date(now.getTime() + 72 * HOUR_MS);
  const [program] = await tx
    .insert(auctionPrograms)
    .values({
      hallId: hall.id,
      title: '2026 겨울 온라인 경매',
      description:
        '서울어워드 작가 6인의 작품 12점. 마감 2분 전 응찰이 있으면 그 작품의 마감이 2분 연장됩니다.',
      terms:
        '응찰은 취소할 수 없는 구매 약정입니다. 낙찰자는 낙찰가와 구매수수료(낙찰가의 18%) 및 수수료의 부가가치세를 마감 후 7일 안에 결제해야 합니다.',
      translations: {
        en: {
          title: 'Winter 2026 Online Auction',
          description:
            'Twelve works by six Seoul Awards artists. A bid in a lot’s last two minutes extends that lot by two minutes.',
          terms:
            'A bid is a binding promise to buy. The winner pays the hammer price, the buyer’s premium (18% of the hammer) and VAT on the premium within 7 days of the close.',
        },
        cn: {
          title: '2026冬季在线拍卖',
          description: '6位首尔奖艺术家的12件作品。拍品截止前2分钟内有出价时，该拍品截止时间延长2分钟。',
          terms:
            '出价是不可撤销的购买承诺。得标者须在截止后7天内支付落槌价、买家佣金（落槌价的18%）及佣金增值税。',
        },
      },
      previewFrom: new Date(now.getTime() - 48 * HOUR_MS),
      opensAt: new Date(now.getTime() - HOUR_MS),
      firstCloseAt,
      closeIntervalSeconds: 60,
      softCloseWindowSeconds: 120,
      softCloseExtensionSeconds: 120,
      premiumBasisPoints: 1800,
    })
    .returning({ id: auctionPrograms.id });
  if (!program) return;
  const authorIds: string[] = [];
  for (const [index, author] of AUTHORS.entries()) {
    const [row] = await tx
      .insert(auctionAuthors)
      .values({
        name: author.name[0],
        profile: author.profile[0],
        translations: {
          en: { name: author.name[1], profile: author.profile[1] },
          cn: { name: author.name[2], profile: author.profile[2] },
        },
        photo: `/images/auction/author-${index + 1}.svg`,
      })
      .returning({ id: auctionAuthors.id });
    if (row) authorIds.push(row.id);
  }
  await tx.insert(auctionWorks).values(
    WORKS.map((work, index) => ({
      programId: program.id,
      authorId: authorIds[work.author]!,
      lotNumber: index + 1,
      title: work.title[0],
      year: work.year,
      material: work.material[0],
      size: work.size,
      edition: work.edition ?? '',
      conditionReport: '양호. 액자 모서리에 미세한 긁힘이 있습니다.',
      translations: {
        en: {
          title: work.title[1],
          material: work.material[1],
          conditionReport: 'Good. Faint scratches on a corner of the frame.',
        },
        cn: {
          title: work.title[2],
          material: work.material[2],
          conditionReport: '良好。画框一角有细微划痕。',
        },
      },
      images: [`/images/auction/work-${String(index + 1).padStart(2, '0')}.svg`],
      estimateLow: work.estimate[0],
      estimateHigh: work.estimate[1],
      startPrice: work.start,
      reserve: work.reserve,
      closesAt: scheduledClose(firstCloseAt, 60, index),
    })),
  );
}
