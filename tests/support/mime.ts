/**
 * Just enough MIME to read what an SMTP server received: headers (encoded words decoded), and each
 * leaf part decoded from quoted-printable or base64. Tests assert on what a mail client would show.
 */
export interface MimeLeaf {
  contentType: string;
  contentId: string | null;
  filename: string | null;
  disposition: string | null;
  bytes: Buffer;
  text: string;
}

export interface ReceivedMail {
  headers: Record<string, string>;
  subject: string;
  leaves: MimeLeaf[];
  /** The text/plain and text/html parts, decoded. */
  text: string;
  html: string;
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*(?==\?)?/g,
    (_whole, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
  );
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

const param = (header: string | undefined, name: string) => {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match ? decodeWords(match[1]) : null;
};

function leavesOf(raw: string): { headers: Record<string, string>; leaves: MimeLeaf[] } {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = parseHeaders(head);
  const contentType = (headers['content-type'] ?? 'text/plain').split(';')[0].trim().toLowerCase();
  if (contentType.startsWith('multipart/')) {
    const boundary = param(headers['content-type'], 'boundary')!;
    const parts = body.split(`--${boundary}`).slice(1);
    const leaves = parts
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leavesOf(part.replace(/^\r?\n/, '')).leaves);
    return { headers, leaves };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  const leaf: MimeLeaf = {
    contentType,
    contentId: headers['content-id']?.replace(/[<>]/g, '') ?? null,
    filename: param(headers['content-disposition'], 'filename') ?? param(headers['content-type'], 'name'),
    disposition: headers['content-disposition']?.split(';')[0].trim() ?? null,
    bytes,
    text: bytes.toString('utf8').replace(/\r\n/g, '\n'),
  };
  return { headers, leaves: [leaf] };
}

export function readMail(raw: string): ReceivedMail {
  const { headers, leaves } = leavesOf(raw);
  const textOf = (type: string) =>
    leaves
      .filter((leaf) => leaf.contentType === type && !leaf.filename)
      .map((leaf) => leaf.text)
      .join('\n');
  return {
    headers,
    subject: decodeWords(headers.subject ?? ''),
    leaves,
    text: textOf('text/plain'),
    html: textOf('text/html'),
  };
}
