import type { Setting } from '#domain/schemas/setting.ts';

/**
 * The demo operator and complex (docs/spec.md § 1 leaves the values out): a fictional street beside Jeongja
 * Station in Bundang, where the Shinbundang and Suin–Bundang lines cross; the operator's office is the
 * complex's own ground-floor office. Numbers are invented (no real business or building is meant).
 */
export const SITE_SETTING: Setting = {
  companyName: '(주)청년안심리츠',
  representative: '김도윤',
  email: 'help@youthhome-reits.co.kr',
  phone: '1668-4800',
  businessNumber: '214-88-52036',
  // the shop sells online (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md): 전자상거래법 제13조 asks for it
  mailOrderNumber: '제2026-성남분당-0482호',
  address: '경기도 성남시 분당구 정자역로 48, 1층 운영사무실 (정자동)',
  copyright: '© 2024 (주)청년안심리츠. All rights reserved.',
  translations: {
    en: {
      companyName: 'Youth Safe REITs Co., Ltd.',
      representative: 'Kim Do-yun',
      address: 'Operations office, 1F, 48 Jeongjayeok-ro, Bundang-gu, Seongnam-si, Gyeonggi-do',
      copyright: '© 2024 Youth Safe REITs Co., Ltd. All rights reserved.',
    },
    cn: {
      companyName: '青年安心REITs株式会社',
      representative: '金度允',
      address: '京畿道城南市盆唐区亭子站路48号 1层运营办公室',
      copyright: '© 2024 青年安心REITs株式会社 版权所有',
    },
  },
  social: {
    blog: 'https://blog.naver.com/youthhome_reits',
    youtube: 'https://www.youtube.com/@youthhome_reits',
    facebook: 'https://www.facebook.com/youthhome.reits',
    instagram: 'https://www.instagram.com/youthhome_reits',
  },
  surveyUrl: 'https://forms.gle/youthhome-survey-2024',
  copyProtection: true,
  complex: {
    name: '정자역 청년안심주택',
    address: '경기도 성남시 분당구 정자역로 48 (정자동)',
    stations: [
      {
        name: '정자역',
        line: '신분당선',
        exit: '2',
        walkMin: 3,
        color: '#d4003b',
        translations: {
          en: { name: 'Jeongja Station', line: 'Shinbundang Line' },
          cn: { name: '亭子站', line: '新盆唐线' },
        },
      },
      {
        name: '정자역',
        line: '수인분당선',
        exit: '5',
        walkMin: 5,
        color: '#f5a200',
        translations: {
          en: { name: 'Jeongja Station', line: 'Suin–Bundang Line' },
          cn: { name: '亭子站', line: '水仁盆唐线' },
        },
      },
    ],
    lat: 37.3681,
    lng: 127.1094,
    officePhone: '031-718-4800',
    officeHours: '평일 09:00–18:00 (점심 12:00–13:00, 주말·공휴일 휴무)',
    translations: {
      en: {
        name: 'Jeongja Station Youth Safe Housing',
        address: '48 Jeongjayeok-ro, Bundang-gu, Seongnam-si, Gyeonggi-do (Jeongja-dong)',
        officeHours: 'Weekdays 09:00–18:00 (lunch 12:00–13:00; closed weekends and public holidays)',
      },
      cn: {
        name: '亭子站青年安心住宅',
        address: '京畿道城南市盆唐区亭子站路48号（亭子洞）',
        officeHours: '工作日 09:00–18:00（午休 12:00–13:00，周末及公休日休息）',
      },
    },
  },
};

/** The home slider (code `home`); images are drawn by the site in public/images/. */
export const HOME_BANNERS = [
  {
    title: '역세권 청년안심주택, 480세대의 새로운 시작',
    subtitle: '합리적인 임대료로 누리는 나만의 첫 보금자리',
    translations: {
      en: {
        title: '480 new homes for young people, right by the station',
        subtitle: 'Your first place of your own, at a rent you can manage',
      },
      cn: {
        title: '地铁站旁的青年安心住宅，480户新生活从这里开始',
        subtitle: '租金合理，拥有属于自己的第一个家',
      },
    },
    image: '/images/hero-1.svg',
    link: '/business/overview',
  },
  {
    title: '지하 5층 · 지상 24층, 커뮤니티를 품은 주거',
    subtitle: '라운지, 공유주방, 피트니스, 스터디룸까지 한 건물 안에서',
    translations: {
      en: {
        title: '24 floors of homes with a community built in',
        subtitle: 'Lounge, shared kitchen, gym and study rooms, all under one roof',
      },
      cn: {
        title: '地下5层・地上24层，自带社区空间的住宅',
        subtitle: '休息室、共享厨房、健身房、自习室，同一栋楼里全都有',
      },
    },
    image: '/images/hero-2.svg',
    link: '/complex/community',
  },
  {
    title: '두 개 노선이 만나는 더블 역세권',
    subtitle: '도보 3분 거리의 지하철역에서 도심 업무지구까지 빠르게',
    translations: {
      en: {
        title: 'Two subway lines at your doorstep',
        subtitle: 'A 3-minute walk to the station, and a quick ride to the business districts',
      },
      cn: { title: '两条地铁线交汇的双地铁站生活圈', subtitle: '步行3分钟到地铁站，快速直达市中心商务区' },
    },
    image: '/images/hero-3.svg',
    link: '/business/direction',
  },
] as const;

/** The messages of round 1 (shown by the application window, docs/design.md § Application window). */
export const ROUND_1 = {
  round: 1,
  title: '1차 청약',
  message: {
    beforeOpen: '1차 청약 접수 기간이 아닙니다. 접수 시작 일시를 확인해주세요.',
    dead: '1차 청약 접수가 마감되었습니다. 신청해주신 모든 분께 감사드립니다.',
    dead2: '1차 청약 접수가 마감되었습니다. 당첨자 발표 일정은 공지사항을 확인해주세요.',
    stop: '시스템 점검으로 청약 접수가 일시 중지되었습니다. 잠시 후 다시 이용해주세요.',
  },
  translations: {
    en: {
      title: 'Round 1 applications',
      beforeOpen: 'Round 1 applications are not open yet. Please check when they start.',
      dead: 'Round 1 applications have closed. Thank you to everyone who applied.',
      dead2: 'Round 1 applications have closed. See the notices for when the results are announced.',
      stop: 'Applications are paused for system maintenance. Please try again shortly.',
    },
    cn: {
      title: '第1轮申请',
      beforeOpen: '第1轮申请尚未开始受理，请确认受理开始时间。',
      dead: '第1轮申请已截止，感谢所有申请者。',
      dead2: '第1轮申请已截止，中签结果公布日程请查看公告。',
      stop: '因系统维护，申请受理暂时中止，请稍后再试。',
    },
  },
};
