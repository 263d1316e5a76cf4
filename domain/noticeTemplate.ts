/**
 * A group notice's template (docs/decisions/0030-group-notices-and-round-statistics.md): text with
 * `{variable}` slots filled per recipient. The parts are the one reading of a template: the preview and the
 * test send render them here, the server turns the same parts into one SQL expression for every recipient
 * at once (server/services/notices/render.ts). Any other `{…}` is refused, so a typo never reaches 3,000
 * people as literal braces.
 */

export const NOTICE_VARIABLES = ['name', 'receiptNo', 'round', 'result', 'deadline', 'unitType'] as const;
export type NoticeVariable = (typeof NOTICE_VARIABLES)[number];

export type TemplatePart = { text: string } | { variable: NoticeVariable };

const SLOT = /\{([A-Za-z]+)\}/g;

const isVariable = (name: string): name is NoticeVariable =>
  (NOTICE_VARIABLES as readonly string[]).includes(name);

/** The slot names a text uses that are not variables. */
export function unknownVariables(text: string): string[] {
  return [...text.matchAll(SLOT)].map((m) => m[1] ?? '').filter((name) => !isVariable(name));
}

export function usesVariable(text: string, variable: NoticeVariable): boolean {
  return text.includes(`{${variable}}`);
}

/** The text split into literal parts and variables, in order (unknown slots stay literal text). */
export function templateParts(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of text.matchAll(SLOT)) {
    const name = match[1] ?? '';
    if (!isVariable(name)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ variable: name });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text with each variable replaced by its value, as it is; the e-mail's HTML escapes it (escapeHtml). */
export function renderTemplate(text: string, values: Readonly<Record<NoticeVariable, string>>): string {
  return templateParts(text)
    .map((part) => ('text' in part ? part.text : values[part.variable]))
    .join('');
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML shows it literally: a template or a name holding `<script>` is shown, never run. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** A notice's e-mail HTML: the escaped text in a paragraph, its line breaks kept. */
export function noticeHtml(escapedText: string): string {
  return `<p>${escapedText.replace(/\n/g, '<br>')}</p>`;
}
