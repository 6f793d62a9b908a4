import { sampleOf, type JsonSchema, type Operation } from './operations';

/** One request of the probe, before the path's ids are filled in. */
export interface Variant {
  label: string;
  path?: Record<string, string>;
  query?: Record<string, string>;
  /** A value sent as JSON, or raw text with its content type. */
  json?: unknown;
  raw?: { body: string; contentType?: string };
  multipart?: { fields: Record<string, string>; file?: { name: string; type: string; bytes: Buffer } };
}

/** Values a careless or hostile client sends in place of any field. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2147483648,
  1e21,
  -1e21,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(10_000),
  '💥🇨🇦 éÉ ñ \u202e\ud83d',
  "' OR '1'='1' --",
  '%_\\',
  '%',
  '\\',
  '"; DROP TABLE customers; --',
  '__proto__',
  'constructor',
  '9999-12-31',
  '0000-01-01',
  '2026-02-30',
  '1899-12-31',
  '2147483648',
  '-1',
  'NaN',
  'Infinity',
  [],
  [null],
  ['a\u0000'],
  {},
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

const HOSTILE_PATH_SEGMENTS = [
  '0',
  '-1',
  '2147483648',
  '1e21',
  'abc',
  '%00',
  'a%00b',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'%3D'1",
  'x'.repeat(2000),
  '%F0%9F%92%A5',
];

const LIST_QUERIES: Record<string, string>[] = [
  { range: '[1e21,1e21]' },
  { range: '[0,1000000]' },
  { range: '[-1,5]' },
  { range: '[5,1]' },
  { range: 'x' },
  { range: '[1]' },
  { range: '[0.5,2]' },
  { sort: '["nope","ASC"]' },
  { sort: '["id","UP"]' },
  { sort: 'x' },
  { sort: '["__proto__","ASC"]' },
  { filter: '{' },
  { filter: '[]' },
  { filter: '{"q":"%_\\\\"}' },
  { filter: '{"q":"\\u0000"}' },
  { filter: '{"__proto__":{"x":1}}' },
  { filter: '{"id":[2147483648]}' },
  { filter: '{"id":"x"}' },
  { filter: `{"q":"${'a'.repeat(5000)}"}` },
  { zzz: '1' },
];

const RAW_BODIES: Variant['raw'][] = [
  { body: '{', contentType: 'application/json' },
  { body: '', contentType: 'application/json' },
  { body: 'null', contentType: 'application/json' },
  { body: '[]', contentType: 'application/json' },
  { body: '"text"', contentType: 'application/json' },
  { body: '1e400', contentType: 'application/json' },
  { body: '{"a":"\\u0000"}', contentType: 'application/json' },
  { body: '['.repeat(20_000), contentType: 'application/json' },
  { body: `{"x":"${'y'.repeat(300_000)}"}`, contentType: 'application/json' },
  { body: '{"a":1}', contentType: 'text/plain' },
  { body: 'a=b&c=d', contentType: 'application/x-www-form-urlencoded' },
  { body: '{"a":1}', contentType: 'application/json; charset=latin1' },
  { body: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' },
];

/**
 * Integers just past what PostgreSQL's `integer` and `bigint` columns hold, and JavaScript's exact
 * integers: each must be refused as input, never reach a column as a 500.
 */
const OUT_OF_RANGE_INTEGERS = ['2147483648', '-2147483649', '9223372036854775808', '9007199254740993'];

const isInteger = (schema: JsonSchema | undefined): boolean =>
  !!schema &&
  (schema.type === 'integer' ||
    (Array.isArray(schema.type) && schema.type.includes('integer')) ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isInteger));

/** Sample values, as query-string text, for the named query parameters of an operation. */
function queryTextOf(operation: Operation, names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = sampleOf(operation.query[name], 0, name);
      return [name, typeof value === 'string' ? value : JSON.stringify(value)];
    }),
  );
}

/** Each top-level property, and one level down in objects, replaced by each hostile value. */
function propertyVariants(schema: JsonSchema, sample: Record<string, unknown>): Variant[] {
  const variants: Variant[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    for (const value of HOSTILE_VALUES)
      variants.push({ label: `body.${key}=${describe(value)}`, json: { ...sample, [key]: value } });
    const nested = sampleOf(child);
    if (nested && typeof nested === 'object' && !Array.isArray(nested) && child.properties) {
      for (const inner of Object.keys(child.properties).slice(0, 6)) {
        for (const value of HOSTILE_VALUES.slice(0, 14)) {
          variants.push({
            label: `body.${key}.${inner}=${describe(value)}`,
            json: { ...sample, [key]: { ...(nested as object), [inner]: value } },
          });
        }
      }
    }
  }
  return variants;
}

export const describe = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
};

/** The hostile requests for one operation, most telling first, at most `limit` of them spread over the kinds. */
export function hostileVariants(operation: Operation, limit: number): Variant[] {
  const groups: Variant[][] = [];
  for (const param of operation.pathParams)
    groups.push(
      HOSTILE_PATH_SEGMENTS.map((segment) => ({
        label: `path.${param}=${segment.slice(0, 30)}`,
        path: { [param]: segment },
      })),
    );
  if ('range' in operation.query || 'filter' in operation.query)
    groups.push(
      LIST_QUERIES.map((query) => ({
        label: `query ${Object.entries(query)
          .map(([k, v]) => `${k}=${v.slice(0, 30)}`)
          .join('&')}`,
        query,
      })),
    );
  const filterKeys = operation.query.filter?.['x-guichet-filter']?.properties ?? {};
  for (const [key, schema] of Object.entries(filterKeys)) {
    const integers = isInteger(schema) || isInteger(schema.items);
    const values = [
      ...(integers ? OUT_OF_RANGE_INTEGERS.flatMap((text) => [Number(text), text]) : []),
      ...HOSTILE_VALUES,
    ];
    groups.push(
      values.map((value) => ({
        label: `filter.${key}=${describe(value)}`,
        query: {
          filter: JSON.stringify({ [key]: schema.type === 'array' && !Array.isArray(value) ? [value] : value }),
        },
      })),
    );
  }
  for (const name of Object.keys(operation.query).filter((name) => !['range', 'filter', 'sort'].includes(name))) {
    // Beside valid samples of the parameters the call needs, so the hostile value is the one read.
    const others = queryTextOf(
      operation,
      operation.requiredQuery.filter((other) => other !== name),
    );
    const values = isInteger(operation.query[name]) ? [...OUT_OF_RANGE_INTEGERS, ...HOSTILE_VALUES] : HOSTILE_VALUES;
    groups.push(
      values.map((value) => ({
        label: `query.${name}=${describe(value)}`,
        query: { ...others, [name]: typeof value === 'string' ? value : JSON.stringify(value) },
      })),
    );
  }
  if (operation.body) {
    const sample = (sampleOf(operation.body) ?? {}) as Record<string, unknown>;
    groups.push(RAW_BODIES.map((raw) => ({ label: `raw ${raw!.contentType ?? '-'} ${describe(raw!.body)}`, raw })));
    groups.push([
      { label: 'body with __proto__', json: { ...sample, ...JSON.parse('{"__proto__":{"polluted":true}}') } },
      { label: 'body with constructor.prototype', json: { ...sample, constructor: { prototype: { polluted: true } } } },
      { label: 'body with an unknown key', json: { ...sample, zzz: 1 } },
      { label: 'array body', json: [sample] },
    ]);
    if (typeof sample === 'object' && sample && !Array.isArray(sample))
      groups.push(propertyVariants(operation.body, sample));
  }
  if (operation.multipart) {
    groups.push([
      { label: 'multipart NUL field', multipart: { fields: { type: 'a\u0000b', name: '\u0000' } } },
      { label: 'multipart unknown field', multipart: { fields: { zzz: '1' } } },
      {
        label: 'multipart NUL file name',
        multipart: {
          fields: { type: 'OTHER' },
          file: { name: 'a\u0000.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF') },
        },
      },
      {
        label: 'multipart lying file',
        multipart: {
          fields: { type: 'OTHER' },
          file: { name: 'x.png', type: 'image/png', bytes: Buffer.from('MZ not a png') },
        },
      },
      {
        label: 'multipart loan id too big',
        multipart: {
          fields: { type: 'OTHER', loanId: '2147483648' },
          file: { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF') },
        },
      },
    ]);
  }
  return interleave(groups, limit);
}

/** Takes from each group in turn, so that a small limit still tries every kind of input. */
function interleave(groups: Variant[][], limit: number): Variant[] {
  const picked: Variant[] = [];
  for (let round = 0; picked.length < limit; round++) {
    let any = false;
    for (const group of groups) {
      if (round < group.length) {
        any = true;
        picked.push(group[round]);
        if (picked.length >= limit) break;
      }
    }
    if (!any) break;
  }
  return picked;
}
