import type { FastifyInstance } from 'fastify';

// Bad requests made from the OpenAPI document: every route, every parameter and body field,
// with wrong types, missing fields, NUL characters, huge numbers, over-long strings, bad dates
// and malformed bodies. Used by the bounded fuzz test in `npm test` and by `npm run fuzz`.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

interface OpenApiOperation {
  tags?: string[];
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** A JSON value to send as the body, or a raw string with its own content type. */
  payload?: unknown;
  contentType?: string;
  label: string;
}

/** Values that each break some rule: types, NUL, sizes, ranges, dates, encodings. */
export const HOSTILE_TEXT = [
  'a\u0000b',
  '%00',
  'x'.repeat(5_000),
  '99999999999',
  '2147483648',
  '-1',
  '0x10',
  '1e309',
  '2026-02-30',
  '0000-01-01',
  '',
  ' ',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '\uD800',
  '../../etc/passwd',
];

export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  2_147_483_648,
  1e308,
  -1e308,
  1.5,
  'a\u0000b',
  'x'.repeat(20_000),
  '2026-02-30',
  [],
  ['a\u0000'],
  {},
  { nested: { deep: 'a\u0000' } },
];

/** A plausible value for a schema, so one broken field is tested with the others valid. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'text';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return plausible(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(schema.items)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          plausible(property),
        ]),
      );
    default:
      return 'text';
  }
}

/** Percent-encodes a value; a lone surrogate becomes the invalid UTF-8 it would be on the wire. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encode(values[name] ?? '1'));
}

/** Every hostile request for one operation. */
export function requestsFor(
  method: string,
  path: string,
  operation: OpenApiOperation,
): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const validBody = bodySchema ? plausible(bodySchema) : undefined;
  const baseUrl = fillPath(path, {});

  for (const parameter of pathParams) {
    for (const value of HOSTILE_TEXT) {
      if (value === '') continue;
      const url = fillPath(path, { [parameter.name]: value });
      requests.push({
        method,
        url,
        payload: validBody,
        label: `path ${parameter.name}=${value.slice(0, 20)}`,
      });
    }
  }
  for (const parameter of queryParams) {
    for (const value of HOSTILE_TEXT) {
      const url = `${baseUrl}?${parameter.name}=${encode(value)}`;
      requests.push({
        method,
        url,
        payload: validBody,
        label: `query ${parameter.name}=${value.slice(0, 20)}`,
      });
    }
    requests.push({
      method,
      url: `${baseUrl}?${parameter.name}=1&${parameter.name}=2`,
      payload: validBody,
      label: `query ${parameter.name} twice`,
    });
  }
  if (bodySchema && !['GET', 'HEAD'].includes(method)) {
    const body = (validBody ?? {}) as Record<string, unknown>;
    requests.push({ method, url: baseUrl, payload: {}, label: 'body empty object' });
    requests.push({ method, url: baseUrl, payload: [], label: 'body array' });
    requests.push({
      method,
      url: baseUrl,
      payload: '{"unclosed": ',
      contentType: 'application/json',
      label: 'body malformed JSON',
    });
    requests.push({
      method,
      url: baseUrl,
      payload: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
      label: 'body form',
    });
    requests.push({
      method,
      url: baseUrl,
      payload: '"just a string"',
      contentType: 'application/json',
      label: 'body string',
    });
    for (const field of Object.keys(bodySchema.properties ?? {})) {
      const { [field]: _dropped, ...without } = body;
      requests.push({ method, url: baseUrl, payload: without, label: `body without ${field}` });
      for (const value of HOSTILE_VALUES) {
        requests.push({
          method,
          url: baseUrl,
          payload: { ...body, [field]: value },
          label: `body ${field}=${JSON.stringify(value).slice(0, 20)}`,
        });
      }
    }
  }
  return requests;
}

/** Every hostile request for every operation of the app's OpenAPI document. */
export function fuzzRequests(app: FastifyInstance): FuzzRequest[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) =>
      requestsFor(method.toUpperCase(), path, operation),
    ),
  );
}

export interface FuzzFinding {
  label: string;
  method: string;
  url: string;
  status: number;
  body: string;
}

/** A problem with one answer: a 5xx, or an error status without the store's error body. */
export function findingOf(request: FuzzRequest, status: number, body: string): FuzzFinding | null {
  const finding = {
    label: request.label,
    method: request.method,
    url: request.url.slice(0, 120),
    status,
    body: body.slice(0, 300),
  };
  if (status >= 500) return finding;
  if (status < 400) return null;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const ok =
      parsed.status === status &&
      typeof parsed.error === 'string' &&
      typeof parsed.code === 'string' &&
      typeof parsed.message === 'string' &&
      typeof parsed.requestId === 'string';
    return ok ? null : finding;
  } catch {
    return finding;
  }
}

/** Paths whose success would end the caller's session and so hide the rest of the run. */
export const SESSION_ENDING = [/\/logout$/, /\/change-password$/];
