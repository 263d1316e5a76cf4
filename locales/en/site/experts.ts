import type { ExpertsKey } from '../../ko/site/experts.ts';

export const experts: Record<ExpertsKey, string> = {
  'ex.description':
    'Find lawyers, patent attorneys and accountants for exporters by practice area, country and language.',
  'ex.lead':
    'Contracts abroad, customs and origin, intellectual property, employment, tax and disputes: find the adviser for your field and market.',
  'ex.filter.practice': 'Practice area',
  'ex.filter.country': 'Country',
  'ex.filter.language': 'Language',
  'ex.filter.all': 'All',
  'ex.search': 'Search advisers',
  'ex.searchPlaceholder': 'Name, firm or experience',
  'ex.total': '{count} advisers',
  'ex.empty': 'No adviser matches. Try other filters.',
  'ex.kind.lawyer': 'Lawyer',
  'ex.kind.patentAttorney': 'Patent attorney',
  'ex.kind.accountant': 'Accountant',
  'ex.specialties': 'Specialist areas',
  'ex.alsoHandles': 'Also handles',
  'ex.countries': 'Countries',
  'ex.languages': 'Languages',
  'ex.career': 'Career and main cases',
  'ex.accepting': 'Taking new requests',
  'ex.notAccepting': 'Not taking new requests at the moment',
  'ex.profile': 'View profile',
  'ex.back': 'Back to the advisers',
  'ex.photo': 'Photo of {name}',
};
