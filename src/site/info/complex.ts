import type { Vars } from '../i18n.tsx';
import type { Setting, Station } from '../types.ts';

type Complex = Setting['complex'];

/**
 * The complex's facts as the info texts quote them ({complex}, {address}, {station}, {lineA}, {exitA},
 * {walkA} …), from the setting a manager edits. Station A is the first listed, B the second (the first
 * again when only one is listed); `walk` is the nearest walk. Until the setting arrives they are empty,
 * so a sentence never shows a placeholder.
 */
export function complexVars(complex: Complex | undefined): Vars {
  const [a, b = a] = complex?.stations ?? [];
  const station = (s: Station | undefined, side: 'A' | 'B'): Vars => ({
    [`line${side}`]: s?.line ?? '',
    [`exit${side}`]: s?.exit ?? '',
    [`walk${side}`]: s?.walkMin ?? '',
  });
  return {
    complex: complex?.name ?? '',
    address: complex?.address ?? '',
    station: a?.name ?? '',
    walk: a?.walkMin ?? '',
    ...station(a, 'A'),
    ...station(b, 'B'),
  };
}
