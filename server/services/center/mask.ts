/**
 * An author's name as a public list shows it: 홍길동 → 홍*동, 남궁민수 → 남**수, 홍길 → 홍*, 홍 → *;
 * a Latin-script name keeps its first letter (Alex Kim → A***). Spaces and symbols count as letters of
 * the name; the length of a Latin name is not revealed.
 */
export function maskName(raw: string): string {
  const name = raw.trim();
  const chars = [...name];
  if (chars.length === 0) return '*';
  if (/^[\p{Script=Latin}\s.'-]+$/u.test(name)) return `${chars[0]}***`;
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
