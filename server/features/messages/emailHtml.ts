import sanitizeHtml from 'sanitize-html';

const COLOUR = [
  /^#[0-9a-f]{3}$/i,
  /^#[0-9a-f]{6}$/i,
  /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i,
  /^[a-z]{3,20}$/i,
];
const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'align'];

/**
 * What an email body, header or footer may hold: the formatting of a letter (paragraphs, line
 * breaks, bold, italic, underline, lists, headings, simple tables, coloured spans) and links to web
 * pages and addresses. No script, style, frame, form, event attribute or javascript: URL survives.
 */
const EMAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title'], span: ['style'], td: CELL_ATTRIBUTES, th: CELL_ATTRIBUTES },
  allowedStyles: { span: { color: COLOUR } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The HTML an administrator typed, reduced to what EMAIL_HTML allows: what is saved and sent. */
export const sanitizeEmailHtml = (html: string) => sanitizeHtml(html, EMAIL_HTML);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain-text alternative of a (sanitized) email: paragraphs and line breaks kept, list items
 * dashed, a link followed by its address, every other tag dropped.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/\r?\n/g, ' ')
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) => {
        const address = href.replace(/^mailto:/i, '');
        return label.replace(/<[^>]+>/g, '').trim() === decodeEntities(address) ? label : `${label} (${address})`;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<\/(p|h[1-6]|ul|ol|table|tr)>/gi, '\n\n')
      .replace(/<\/t[dh]>/gi, '\t')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
