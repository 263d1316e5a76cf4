import sanitizeHtml from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ALIGN = [/^(left|right|center|justify)$/];
/** `#rgb`, `#rrggbb`, `rgb()`/`rgba()` with numbers: what the editor's colour picker writes, no `url()`. */
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)$/i];

/** `/path` on this site or `https:` elsewhere; no `data:`, no `//host`, no relative paths. */
function isSafeImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith('/')) return !src.startsWith('//') && !src.startsWith('/\\');
  return /^https:\/\/[^/\\]/i.test(src);
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'mark',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'blockquote',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    p: ['style'],
    ...Object.fromEntries(HEADINGS.map((h) => [h, ['style']])),
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
  },
  allowedStyles: {
    '*': { 'text-align': ALIGN, color: COLOR },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // script, style, textarea … are dropped with their text, not left behind as visible code.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: isSafeImageSource(src) ? { src: src!, ...rest } : rest };
    },
  },
  // An image whose source was refused is removed, not left as a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Rich-text HTML from the console editor, reduced to what a notice may contain (headings, paragraphs,
 * emphasis, lists, links, images, tables, quotes, code; alignment and colour only). Run on every write:
 * the HTML is shown unescaped on the public site.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text as rich-text HTML: escaped, one paragraph per line (demo content written as text). */
export function plainTextToHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');
}

/** Stored rich text as plain text for a spreadsheet cell: tags dropped, entities decoded, blocks on lines. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|tr|blockquote|pre)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
