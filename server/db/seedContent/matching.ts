import { generatePassword, hashPassword } from '../../services/auth/passwords.ts';
import type { Db } from '../index.ts';
import { fairParticipants, fairs, memberProfiles, products, users } from '../schema/index.ts';
import { at, DAY_MS, halfHoursBesideLunch, seoulDateAfter } from './fairTimes.ts';

/**
 * Demo content of business matching (docs/decisions/0008-matching.md): one fair open to sellers and
 * buyers now, with its meetings three weeks ahead, and two approved sellers with products, so a new
 * visitor sees a fair with companies in it. The sellers' passwords are random: nobody logs in as them.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const TIMES = halfHoursBesideLunch('10:00', '16:30');

const SELLERS = [
  {
    username: 'demoseller1',
    companyName: '(주)한빛뷰티랩',
    companyNameEn: 'Hanbit Beauty Lab Co., Ltd.',
    award: 'SEOUL_AWARDS' as const,
    industry: '화장품 / Cosmetics',
    introduction: '서울어워드 수상 기업으로, 민감 피부용 비건 스킨케어를 만듭니다. 12개국 수출.',
    products: [
      {
        name: '시카 진정 앰플 30ml',
        category: '스킨케어',
        summary: '병풀 추출물 72% 진정 앰플',
        price: 'USD 8.5 (MOQ 1,000)',
      },
      {
        name: '비건 선크림 SPF50+',
        category: '선케어',
        summary: '백탁 없는 무기자차',
        price: 'USD 6.2 (MOQ 2,000)',
      },
    ],
  },
  {
    username: 'demoseller2',
    companyName: '(주)누리스마트팜',
    companyNameEn: 'Nuri Smart Farm Inc.',
    award: 'SUPER_ROOKIE' as const,
    industry: '농식품 테크 / Agri-food tech',
    introduction: '슈퍼루키 선정 스타트업. 컨테이너형 수직농장과 재배 관리 소프트웨어를 공급합니다.',
    products: [
      {
        name: '컨테이너 수직농장 NF-40',
        category: '스마트팜',
        summary: '40ft 컨테이너 1대로 월 1.2톤 엽채류',
        price: '문의 / On request',
      },
    ],
  },
];

export async function seedMatching(tx: Tx, { now }: { now: Date }): Promise<void> {
  const eventDates = [21, 22].map((d) => seoulDateAfter(now, d));
  const [fair] = await tx
    .insert(fairs)
    .values({
      title: '2026 서울어워드 글로벌 소싱페어 (온·오프라인 1:1 상담회)',
      description:
        '서울어워드·슈퍼루키 선정 기업과 해외 바이어의 1:1 수출 상담회입니다. 바이어는 상담 가능한 시간과 방식(온라인 화상/오프라인 대면)을 등록한 뒤 셀러에게 상담을 신청하고, 셀러가 최대 3개의 시간을 수락하면 바이어가 하나를 확정합니다.',
      place: '서울무역전시컨벤션센터(SETEC) 제2전시장 상담존',
      sellerRecruitFrom: new Date(now.getTime() - DAY_MS),
      sellerRecruitTo: at(seoulDateAfter(now, 14), '18:00'),
      buyerApplyFrom: new Date(now.getTime() - DAY_MS),
      buyerApplyTo: at(seoulDateAfter(now, 20), '18:00'),
      eventFrom: at(eventDates[0]!, '09:00'),
      eventTo: at(eventDates[1]!, '18:00'),
      dates: eventDates,
      times: TIMES,
      slotMinutes: 30,
      offerTtlHours: 72,
    })
    .returning({ id: fairs.id });
  for (const seller of SELLERS) {
    const [user] = await tx
      .insert(users)
      .values({
        username: seller.username,
        passwordHash: await hashPassword(generatePassword()),
        type: 'COMPANY',
        scope: [],
        name: '담당자',
        email: `${seller.username}@example.com`,
        phone: '0212345678',
        locked: true,
      })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id });
    if (!user) continue;
    await tx.insert(memberProfiles).values({
      userId: user.id,
      companyName: seller.companyName,
      companyNameEn: seller.companyNameEn,
      representative: '대표자',
      businessNumber: '1234567890',
      award: seller.award,
      awardYear: 2025,
      industry: seller.industry,
      introduction: seller.introduction,
      status: 'APPROVED',
      approvedAt: now,
    });
    await tx.insert(fairParticipants).values({ fairId: fair!.id, userId: user.id, role: 'SELLER' });
    await tx.insert(products).values(seller.products.map((p) => ({ ...p, sellerId: user.id })));
  }
}
