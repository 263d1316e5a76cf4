import type { Setting } from '../../services/settings.ts';

/** Footer and site-wide switches of the demo operator (SPEC § 1: legal name … Gyeonggi address, 2024). */
export const SITE_SETTING: Setting = {
  companyName: '(주)청년안심리츠',
  representative: '김도윤',
  email: 'help@youthhome-reits.co.kr',
  phone: '1668-4800',
  businessNumber: '214-88-52036',
  address: '경기도 성남시 분당구 판교역로 235, 에이치스퀘어 N동 7층',
  copyright: '© 2024 (주)청년안심리츠. All rights reserved.',
  social: {
    blog: 'https://blog.naver.com/youthhome_reits',
    youtube: 'https://www.youtube.com/@youthhome_reits',
    facebook: 'https://www.facebook.com/youthhome.reits',
    instagram: 'https://www.instagram.com/youthhome_reits',
  },
  surveyUrl: 'https://forms.gle/youthhome-survey-2024',
  copyProtection: true,
};

/** The home slider (code `home`); images are drawn by the site in public/images/. */
export const HOME_BANNERS = [
  {
    title: '역세권 청년안심주택, 480세대의 새로운 시작',
    subtitle: '합리적인 임대료로 누리는 나만의 첫 보금자리',
    image: '/images/hero-1.svg',
    link: '/business/overview',
  },
  {
    title: '지하 5층 · 지상 24층, 커뮤니티를 품은 주거',
    subtitle: '라운지, 공유주방, 피트니스, 스터디룸까지 한 건물 안에서',
    image: '/images/hero-2.svg',
    link: '/complex/community',
  },
  {
    title: '두 개 노선이 만나는 더블 역세권',
    subtitle: '도보 3분 거리의 지하철역에서 도심 업무지구까지 빠르게',
    image: '/images/hero-3.svg',
    link: '/business/direction',
  },
] as const;

/** The messages of round 1 (shown by the application window, DESIGN.md § Application window). */
export const ROUND_1 = {
  round: 1,
  title: '1차 청약',
  message: {
    beforeOpen: '1차 청약 접수 기간이 아닙니다. 접수 시작 일시를 확인해주세요.',
    dead: '1차 청약 접수가 마감되었습니다. 신청해주신 모든 분께 감사드립니다.',
    dead2: '1차 청약 접수가 마감되었습니다. 당첨자 발표 일정은 공지사항을 확인해주세요.',
    stop: '시스템 점검으로 청약 접수가 일시 중지되었습니다. 잠시 후 다시 이용해주세요.',
  },
};
