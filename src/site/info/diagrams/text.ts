/** Width of a label in em: CJK characters are square, Latin ones about 0.58 em on average. */
export function textEm(text: string): number {
  let em = 0;
  for (const ch of text) em += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 1 : 0.58;
  return em;
}

/** The largest font size up to `base` at which `text` fits in `width`. */
export function fitFont(text: string, width: number, base: number): number {
  return Math.min(base, (width * 0.86) / Math.max(textEm(text), 1));
}
