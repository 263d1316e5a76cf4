import type { Localized } from '../locale.ts';

/**
 * What a closed application window says when the schedule has no text of its own, and always in English and
 * Chinese (domain/applicationWindow.ts windowMessage). A group of its own so that the home page's status can
 * read it without loading the whole catalog.
 */
export const applicationWindowMessages = {
  applicationBeforeOpen: {
    ko: '아직 청약 접수 기간이 아닙니다',
    en: 'Applications for this round are not open yet.',
    cn: '本期尚未开始受理申请。',
  },
  applicationClosed: {
    ko: '청약 접수가 마감되었습니다',
    en: 'Applications for this round have closed.',
    cn: '本期申请已截止。',
  },
  applicationStopped: {
    ko: '청약 접수가 중지되었습니다',
    en: 'Applications for this round have been suspended.',
    cn: '本期申请已暂停受理。',
  },
} satisfies Record<string, Localized>;
