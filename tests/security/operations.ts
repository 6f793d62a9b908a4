import type { RouteAccess } from '../../server/auth/guard';

/** A JSON schema as the OpenAPI document spells it (the parts the probe reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
  /** On a list's `filter` parameter: the JSON schema of the object it carries. */
  'x-guichet-filter'?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  access: RouteAccess | null;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The query parameters a call must carry (a hostile value in one is sent beside samples of these). */
  requiredQuery: string[];
  body?: JsonSchema;
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  'x-guichet-access'?: RouteAccess;
}

/** Every operation of the OpenAPI document, with what it takes and what its guards ask. */
export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        access: operation['x-guichet-access'] ?? null,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        requiredQuery: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        body: content['application/json']?.schema,
        // Uploads read their parts in the handler, so the document does not always name the content type.
        multipart:
          'multipart/form-data' in content ||
          (method === 'post' && (path.endsWith('/documents') || path.endsWith('/logo'))),
      });
    }
  }
  return operations;
}

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/**
 * A plausible value for a schema: what a client that read the document would send first. Good
 * enough to get past validation often, so that the role checks reach the handlers.
 */
export function sampleOf(schema: JsonSchema | undefined, depth = 0, name = ''): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return sampleOf(variants.find((variant) => !typesOf(variant).includes('null')) ?? variants[0], depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, depth + 1)));
  const type = typesOf(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key))
          .map(([key, child]) => [key, sampleOf(child, depth + 1, key)]),
      );
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, depth + 1));
    case 'integer':
    case 'number':
      // A dozen of something, or a thousand dollars: values that reach the rules past validation.
      return within(schema, /amount|cents|fee|principal/i.test(name) ? 100_000 : 12);
    case 'boolean':
      return false;
    default:
      return /date/i.test(name) && !schema.format ? '2027-02-02' : sampleString(schema);
  }
}

const within = (schema: JsonSchema, wanted: number) =>
  Math.min(schema.maximum ?? wanted, Math.max(schema.minimum ?? wanted, wanted));

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'date':
      return '2027-02-02';
    case 'date-time':
      return '2026-12-01T12:00:00Z';
    case 'email':
      return 'probe.sample@example.ca';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    default:
      return 'Probe'.padEnd(Math.max(schema.minLength ?? 0, 5), 'x').slice(0, schema.maxLength ?? 100);
  }
}
