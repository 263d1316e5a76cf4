import { hashPassword, generatePassword } from '../../services/auth/passwords.ts';
import { plainTextToHtml } from '../../services/html.ts';
import type { Db } from '../index.ts';
import { boards, comments, posts, questions } from '../schema/index.ts';

/**
 * Demo content of the community side: 1:1 inquiries (some answered by the first manager) and the
 * default board (`default-board`) with posts and comments. Their passwords are random: the demo's
 * visitors ask their own questions to try the password flow.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface SeedQuestion {
  title: string;
  content: string;
  authorName: string;
  daysAgo: number;
  answer?: string;
}

export const QUESTIONS: SeedQuestion[] = [
  {
    title: '신혼부부형 신청 시 예비신혼부부도 가능한가요?',
    authorName: '김지원',
    daysAgo: 9,
    content:
      '안녕하세요. 내년 봄에 결혼 예정인 예비신혼부부입니다.\n아직 혼인신고 전인데 신혼부부형으로 신청할 수 있는지, 가능하다면 어떤 서류를 내야 하는지 궁금합니다.',
    answer:
      '안녕하세요, 청년안심주택 고객센터입니다.\n입주 전까지 혼인신고를 할 예정인 예비신혼부부도 신혼부부형으로 신청하실 수 있습니다.\n신청 시 예식장 계약서 또는 청첩장 등 혼인 예정을 확인할 수 있는 서류를 제출해 주시고, 입주 전까지 혼인관계증명서를 추가로 제출해 주셔야 합니다.\n감사합니다.',
  },
  {
    title: '차량가액 기준 문의드립니다',
    authorName: '박서준',
    daysAgo: 7,
    content:
      '2019년식 소형 SUV를 가지고 있습니다. 차량가액은 어디서 확인하면 되고, 기준 금액을 넘으면 신청이 아예 불가능한지 알고 싶습니다.',
    answer:
      '안녕하세요. 차량가액은 보험개발원의 차량기준가액(자동차보험 가입 시 적용된 가액)을 기준으로 확인합니다.\n2025년 기준 3,803만원을 넘는 차량을 보유한 경우 신청이 제한되며, 입주 전까지 처분하시더라도 모집공고일 기준으로 판단합니다.',
  },
  {
    title: '견본주택 주차 가능한가요?',
    authorName: '이하늘',
    daysAgo: 4,
    content: '주말에 견본주택 관람을 예약하려고 합니다. 자가용으로 방문해도 주차가 가능한지 알려주세요.',
    answer:
      '안녕하세요. 견본주택 주차 공간이 협소하여 주말에는 만차인 경우가 많습니다.\n가급적 대중교통을 이용해 주시고, 차량으로 방문하실 경우 인근 공영주차장을 이용해 주시기 바랍니다.',
  },
  {
    title: '소득 기준 산정 시 부모님 소득도 포함되나요?',
    authorName: 'Alex Kim',
    daysAgo: 2,
    content:
      '현재 부모님과 같은 주소지에 살고 있습니다. 청년형으로 신청할 때 소득 기준에 부모님 소득도 합산되는지 궁금합니다.',
  },
  {
    title: '서류 제출 기한이 지나면 어떻게 되나요?',
    authorName: '최유나',
    daysAgo: 1,
    content: '서류 보완 요청을 받았는데 기한 내에 발급이 어려울 것 같습니다. 연장이 가능한지 문의드립니다.',
  },
];

interface SeedPost {
  title: string;
  content: string;
  authorName: string;
  daysAgo: number;
  views: number;
  comments: { authorName: string; content: string; hoursAfter: number }[];
}

export const POSTS: SeedPost[] = [
  {
    title: '1차 청약 준비하시는 분들 서류 체크리스트 공유해요',
    authorName: '정민호',
    daysAgo: 8,
    views: 132,
    content:
      '청약 준비하면서 정리한 서류 목록입니다.\n\n1. 주민등록등본 (세대원 전원 표시)\n2. 건강보험 자격득실확인서\n3. 소득금액증명원\n4. 자동차등록원부 (차량 보유 시)\n\n모두 모집공고일 이후 발급분이어야 한다고 하니 참고하세요!',
    comments: [
      { authorName: '한소희', content: '정리해 주셔서 감사합니다. 큰 도움이 됐어요.', hoursAfter: 3 },
      { authorName: '오세훈', content: '자동차등록원부는 정부24에서 바로 발급되더라고요.', hoursAfter: 20 },
    ],
  },
  {
    title: '역에서 단지까지 걸어가 봤습니다',
    authorName: '윤가람',
    daysAgo: 5,
    views: 87,
    content:
      '주말에 현장 근처를 다녀왔는데, 역 출구에서 천천히 걸어도 4분 정도 걸렸어요.\n주변에 편의점이랑 카페도 많아서 생활하기 편할 것 같습니다.',
    comments: [
      { authorName: '김하은', content: '후기 감사합니다! 밤에도 길이 밝은 편인가요?', hoursAfter: 5 },
    ],
  },
  {
    title: '52A 타입과 52B 타입 차이가 궁금해요',
    authorName: '서지우',
    daysAgo: 3,
    views: 54,
    content:
      '신혼부부형으로 52타입을 고민 중인데요, 면적은 비슷한데 구조가 어떻게 다른지 아시는 분 계신가요?\n견본주택 다녀오신 분들 의견 부탁드려요.',
    comments: [],
  },
];

/** Inserts the demo inquiries, the default board, its posts and comments (inside the seed's transaction). */
export async function seedCommunity(tx: Tx, options: { now: Date; managerId: string | null }): Promise<void> {
  const { now } = options;
  // one random password for the whole demo: nobody needs to open these, hashing five times is slow
  const passwordHash = await hashPassword(generatePassword());

  await tx.insert(questions).values(
    QUESTIONS.map((q, index) => {
      const createdAt = new Date(now.getTime() - q.daysAgo * DAY_MS - index * HOUR_MS);
      const answeredAt = q.answer ? new Date(createdAt.getTime() + 20 * HOUR_MS) : null;
      return {
        title: q.title,
        content: q.content,
        authorName: q.authorName,
        passwordHash,
        answer: q.answer ? plainTextToHtml(q.answer) : null,
        answeredAt,
        answeredBy: q.answer ? options.managerId : null,
        createdAt,
        updatedAt: answeredAt ?? createdAt,
      };
    }),
  );

  const [board] = await tx
    .insert(boards)
    .values({ code: 'default-board', name: '자유게시판' })
    .returning({ id: boards.id });
  if (!board) throw new Error('board not inserted');
  for (const [index, p] of POSTS.entries()) {
    const createdAt = new Date(now.getTime() - p.daysAgo * DAY_MS - index * HOUR_MS);
    const [post] = await tx
      .insert(posts)
      .values({
        boardId: board.id,
        title: p.title,
        content: p.content,
        authorName: p.authorName,
        passwordHash,
        views: p.views,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: posts.id });
    if (!post || p.comments.length === 0) continue;
    await tx.insert(comments).values(
      p.comments.map((c) => {
        const at = new Date(createdAt.getTime() + c.hoursAfter * HOUR_MS);
        return {
          postId: post.id,
          authorName: c.authorName,
          content: c.content,
          passwordHash,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
}
