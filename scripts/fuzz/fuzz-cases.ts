/**
 * Malformed requests generated from the server's OpenAPI document (`/api/docs/json`): for a
 * randomly chosen operation, a request that is valid as far as its JSON schemas tell, then broken
 * one way: wrong types, missing and extra fields, huge strings and bodies, deep nesting, bad
 * encodings (invalid UTF-8, wrong content types, truncated JSON, compression that lies), hostile
 * path and query parameters, multipart abuse, forged credentials.
 *
 * Case `i` of seed `s` is always the same request (`fuzzCase(doc, s, i, tokens)`), so a failure
 * found in a long run is replayed alone with `--seed s --only i`. No I/O here: `fuzz-client.ts`
 * sends the cases, `fuzz.ts` (`pnpm fuzz`) and the server's short test drive it.
 */
import { gzipSync } from 'node:zlib';

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
}
export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | Schema;
}

/** One request to send: everything a replay needs. */
export interface FuzzCase {
  index: number;
  /** Which mutation made it (the figures count by it). */
  kind: string;
  method: string;
  /** Path and query, already encoded as sent (hostile bytes included). */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Signed-in callers: routes that need a sign-in are reached past it with one of these. */
export interface FuzzTokens {
  student: string;
  admin: string;
}

/** mulberry32: small, fast, and the same on every machine. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof rng>;

const sampleUuid = '00000000-0000-4000-8000-00000000abcd';

function resolve(doc: OpenApiDoc, s: Schema | undefined): Schema {
  if (!s) return {};
  if (s.$ref) return resolve(doc, doc.components?.schemas?.[s.$ref.split('/').pop()!]);
  return s;
}

const typesOf = (s: Schema) => [s.type ?? []].flat();

/** A value its schema accepts as far as the JSON schema tells, so a broken field is the only thing wrong. */
export function validValue(doc: OpenApiDoc, schema: Schema | undefined, key: string, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return validValue(doc, alt.find((a) => resolve(doc, a).type !== 'null') ?? alt[0], key, depth);
  if (s.allOf?.[0]) return validValue(doc, s.allOf[0], key, depth);
  const types = typesOf(s);
  if (s.properties && depth < 6)
    return Object.fromEntries(Object.entries(s.properties).map(([k, p]) => [k, validValue(doc, p, k, depth + 1)]));
  if (types.includes('object')) return {};
  if (types.includes('array')) return s.items && depth < 6 ? [validValue(doc, s.items, key, depth + 1)] : [];
  if (types.includes('integer') || types.includes('number')) return Math.max(s.minimum ?? 1, 1);
  if (types.includes('boolean')) return true;
  if (s.format === 'uuid' || /^(id|.*Id)$/.test(key)) return sampleUuid;
  if (s.format === 'email' || /email/i.test(key)) return 'someone@example.com';
  if (s.format === 'date-time' || /At$/.test(key)) return new Date(Date.UTC(2026, 11, 1)).toISOString();
  if (s.format === 'date' || /date|On$/i.test(key)) return '2026-12-01';
  if (key === 'time') return '10:00';
  if (/phone|mobile/i.test(key)) return '9876543210';
  if (/otp|code$/i.test(key)) return '123456';
  if (/password/i.test(key)) return 'Fuzz1!notthis';
  if (/link|url/i.test(key)) return 'https://example.com/x';
  return 'a'.repeat(Math.min(Math.max(s.minLength ?? 0, 8), s.maxLength ?? 8));
}

/** Values of every other type, and the edges of numbers and strings. */
const wrongValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e20,
  2 ** 31,
  -(2 ** 53),
  Number.MAX_VALUE,
  '',
  ' ',
  'x',
  '1',
  'NaN',
  'Infinity',
  '-0',
  [],
  [[]],
  {},
  { $gt: '' },
  ['a', 1, null],
  '\u0000',
  '\ud800',
  '💥'.repeat(50),
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '9'.repeat(400),
  '2026-02-30',
  '25:61',
  '0000-00-00T00:00:00Z',
];

/** Hostile path segments: traversal, huge, unicode, SQL-ish, bad percent-encoding (already encoded). */
const hostileSegments: string[] = [
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '....//....//',
  '%00',
  'a%00b',
  '%ff%fe',
  '%c0%ae%c0%ae',
  '%',
  '%zz',
  '%E2%80%AE%E2%80%8B',
  encodeURIComponent('ｆｕｌｌｗｉｄｔｈ'),
  encodeURIComponent('e\u0301\u0301\u0301\u0301'),
  encodeURIComponent('😀'.repeat(200)),
  'x'.repeat(10_000),
  '9'.repeat(100),
  '-1',
  '0',
  '1e309',
  'NaN',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('1; DROP TABLE users; --'),
  encodeURIComponent("' UNION SELECT password_hash FROM users --"),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  sampleUuid.toUpperCase(),
  `${sampleUuid}:${sampleUuid}`,
  `${sampleUuid}%0d%0aX-Injected:1`,
  '__proto__',
  'constructor',
  '%5B%5D',
  '%7B%7D',
];

interface Target {
  method: string;
  path: string;
  op: Operation;
}

/** Every operation of the document, in a fixed order. */
export function targetsOf(doc: OpenApiDoc): Target[] {
  return Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/api/') && !p.startsWith('/api/docs'))
    .flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map(([m, op]) => ({ method: m.toUpperCase(), path, op })),
    )
    .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

function mutateValue(r: Rng, value: unknown, depth = 0): unknown {
  // Breaks one leaf (or the whole value) of a valid body.
  if (value && typeof value === 'object' && depth < 6 && r.chance(0.75)) {
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...(value as unknown[])] : { ...value };
    const keys = Object.keys(copy);
    if (keys.length === 0) return r.pick(wrongValues);
    const key = r.pick(keys);
    (copy as Record<string, unknown>)[key] = mutateValue(r, (copy as Record<string, unknown>)[key], depth + 1);
    return copy;
  }
  return r.pick(wrongValues);
}

function deep(depth: number, open: string, close: string, leaf = '1') {
  return open.repeat(depth) + leaf + close.repeat(depth);
}

/** Percent-encodes a string's UTF-8 bytes (a lone surrogate becomes U+FFFD's, where encodeURIComponent throws). */
const pct = (text: string) =>
  [...Buffer.from(text)]
    .map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
    .join('');

function encodeQuery(query: Record<string, unknown>) {
  return Object.entries(query)
    .map(([k, v]) => `${pct(k)}=${pct(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
    .join('&');
}

/** A multipart body from raw parts; `boundary` may be omitted or wrong in the header by the caller. */
function multipartBody(boundary: string, parts: { headers: string; body: Buffer | string }[], close = true) {
  const chunks: Buffer[] = [];
  for (const p of parts) chunks.push(Buffer.from(`--${boundary}\r\n${p.headers}\r\n\r\n`), Buffer.from(p.body), Buffer.from('\r\n'));
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const fileFields = ['file', 'screenshot', 'profileImage', 'image'];
const textFields = ['title', 'type', 'transactionId', 'courseId', 'amount', 'mobileNumber', 'description'];

function multipartAbuse(r: Rng): { kind: string; headers: Record<string, string>; body: Buffer } {
  const b = `----fuzz${r.int(1e9)}`;
  const ct = { 'content-type': `multipart/form-data; boundary=${b}` };
  const file = (name: string, filename = 'x.png', bytes: Buffer = png, type = 'image/png') => ({
    headers: `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}`,
    body: bytes,
  });
  const field = (name: string, value: string) => ({ headers: `Content-Disposition: form-data; name="${name}"`, body: value });
  const abuse = r.int(12);
  switch (abuse) {
    case 0:
      return {
        kind: 'multipart:many-parts',
        headers: ct,
        body: multipartBody(
          b,
          Array.from({ length: 500 + r.int(1500) }, (_, i) => field(`f${i}`, 'v')),
        ),
      };
    case 1:
      return { kind: 'multipart:huge-field', headers: ct, body: multipartBody(b, [field(r.pick(textFields), 'x'.repeat(1024 * 1024))]) };
    case 2:
      return {
        kind: 'multipart:no-boundary',
        headers: { 'content-type': 'multipart/form-data' },
        body: multipartBody(b, [file(r.pick(fileFields))]),
      };
    case 3:
      return {
        kind: 'multipart:wrong-boundary',
        headers: { 'content-type': 'multipart/form-data; boundary=other' },
        body: multipartBody(b, [file(r.pick(fileFields))]),
      };
    case 4:
      return {
        kind: 'multipart:file-as-field',
        headers: ct,
        body: multipartBody(b, textFields.map((f) => file(f)).concat(file(r.pick(fileFields)))),
      };
    case 5:
      return {
        kind: 'multipart:field-as-file',
        headers: ct,
        body: multipartBody(
          b,
          fileFields.map((f) => field(f, 'not a file')),
        ),
      };
    case 6:
      return {
        kind: 'multipart:two-files',
        headers: ct,
        body: multipartBody(b, [file(r.pick(fileFields)), file(r.pick(fileFields)), file('file')]),
      };
    case 7:
      return {
        kind: 'multipart:unclosed',
        headers: ct,
        body: multipartBody(b, [field('title', 'T'), file(r.pick(fileFields))], false).subarray(0, 150 + r.int(60)),
      };
    case 8:
      return {
        kind: 'multipart:hostile-filename',
        headers: ct,
        body: multipartBody(b, [
          file(
            r.pick(fileFields),
            r.pick(['../../../etc/passwd', 'a\u0000b.png', '%00.png', 'x'.repeat(5000) + '.png', '😀.png', 'a"b.png', 'CON.png']),
          ),
        ]),
      };
    case 9:
      return {
        kind: 'multipart:not-an-image',
        headers: ct,
        body: multipartBody(b, [file(r.pick(fileFields), 'x.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png')]),
      };
    case 10:
      return {
        kind: 'multipart:bad-headers',
        headers: ct,
        body: multipartBody(b, [
          {
            headers: r.pick([
              'Content-Disposition: form-data',
              'Content-Disposition: attachment; name=',
              'X: y',
              `Content-Disposition: form-data; name="${'n'.repeat(20_000)}"`,
            ]),
            body: 'v',
          },
        ]),
      };
    default:
      return {
        kind: 'multipart:invalid-utf8-field',
        headers: ct,
        body: multipartBody(b, [
          { headers: 'Content-Disposition: form-data; name="title"', body: Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xa0]) },
          file(r.pick(fileFields)),
        ]),
      };
  }
}

/** Case `index` of `seed`: the same request every time. */
export function fuzzCase(doc: OpenApiDoc, seed: number, index: number, tokens: FuzzTokens | null): FuzzCase {
  const r = rng((seed * 2654435761) ^ (index * 40503) ^ 0x9e3779b9);
  const targets = targetsOf(doc);
  const target = r.pick(targets);
  const { op } = target;

  // Path and query from the schemas first, then one thing broken.
  const params = op.parameters ?? [];
  const pathValues: Record<string, string> = {};
  for (const p of params.filter((x) => x.in === 'path')) pathValues[p.name] = pct(String(validValue(doc, p.schema, p.name)));
  const query: Record<string, unknown> = {};
  for (const p of params.filter((x) => x.in === 'query' && (x.required || r.chance(0.5))))
    query[p.name] = validValue(doc, p.schema, p.name);
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  let body: unknown = jsonSchema ? validValue(doc, jsonSchema, '') : undefined;
  let raw: Buffer | undefined;
  const headers: Record<string, string> = {};
  const needsAuth = (op.security?.length ?? 0) > 0;
  if (needsAuth && tokens && !r.chance(0.05)) headers.authorization = `Bearer ${r.chance(0.5) ? tokens.admin : tokens.student}`;
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(target.method);

  const kinds = [
    'path',
    'query',
    ...(takesBody
      ? [
          'wrong-type',
          'wrong-type',
          'missing',
          'extra',
          'huge-string',
          'huge-body',
          'deep',
          'many-keys',
          'encoding',
          'content-type',
          'truncated',
          'compression',
          'multipart',
          'multipart',
        ]
      : []),
    'auth',
  ];
  let kind = r.pick(kinds);
  if (!jsonSchema && takesBody && r.chance(0.6)) kind = 'multipart';

  switch (kind) {
    case 'path': {
      const names = Object.keys(pathValues);
      if (names.length) pathValues[r.pick(names)] = r.pick(hostileSegments);
      else kind = 'query';
      break;
    }
    case 'wrong-type':
      body = body === undefined ? r.pick(wrongValues) : r.chance(0.15) ? r.pick(wrongValues) : mutateValue(r, body);
      break;
    case 'missing':
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        const copy = { ...(body as Record<string, unknown>) };
        for (const k of Object.keys(copy)) if (r.chance(0.5)) delete copy[k];
        body = copy;
      } else body = r.chance(0.5) ? {} : undefined;
      break;
    case 'extra':
      body = {
        ...(body && typeof body === 'object' ? body : {}),
        [r.pick(['__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'id', 'userId', 'password_hash', 'x'.repeat(300)])]:
          r.pick(wrongValues),
        ...(r.chance(0.3) ? { role: 'admin', studentId: sampleUuid, token_version: 0 } : {}),
      };
      if (r.chance(0.3)) raw = Buffer.from(JSON.stringify(body).replace(/^\{/, '{"__proto__":{"isAdmin":true},'));
      break;
    case 'huge-string': {
      const size = r.pick([70 * 1024, 600 * 1024, 2 * 1024 * 1024]);
      const huge = r.pick(['x', 'é', '😀', '\\']).repeat(size);
      body = body && typeof body === 'object' && !Array.isArray(body) ? { ...body, [r.pick(Object.keys(body).concat('x'))]: huge } : huge;
      break;
    }
    case 'huge-body':
      raw = Buffer.from(`[${'0,'.repeat(r.pick([40_000, 600_000, 3_000_000]))}0]`);
      break;
    case 'deep':
      raw = Buffer.from(
        r.chance(0.5) ? deep(r.pick([1000, 10_000, 100_000]), '[', ']') : deep(r.pick([1000, 10_000, 50_000]), '{"a":', '}'),
      );
      break;
    case 'many-keys':
      raw = Buffer.from(`{${Array.from({ length: r.pick([1000, 20_000]) }, (_, i) => `"k${i}":${i}`).join(',')}}`);
      break;
    case 'encoding': {
      const json = Buffer.from(JSON.stringify(body ?? {}));
      const bad = r.pick([
        Buffer.from([0xff, 0xfe]), // a UTF-16 byte order mark
        Buffer.from([0xef, 0xbb, 0xbf]), // a UTF-8 one
        Buffer.from([0xc3, 0x28]), // an invalid two-byte sequence
        Buffer.from([0xed, 0xa0, 0x80]), // an encoded surrogate
        Buffer.from([0xf4, 0x90, 0x80, 0x80]), // past U+10FFFF
        Buffer.from([0xc0, 0xaf]), // an overlong slash
      ]);
      const at = json.indexOf('"', 1);
      raw = r.chance(0.3) || at < 0 ? Buffer.concat([bad, json]) : Buffer.concat([json.subarray(0, at + 1), bad, json.subarray(at + 1)]);
      if (r.chance(0.3))
        headers['content-type'] = r.pick([
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/json; charset=nonsense',
        ]);
      if (r.chance(0.2)) raw = Buffer.from(JSON.stringify(body ?? {}), 'utf16le');
      break;
    }
    case 'content-type':
      headers['content-type'] = r.pick([
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        'application/json-patch+json',
        'multipart/form-data; boundary=x',
        'application/json; boundary=x; charset=utf-8; charset=ascii',
        'application/',
        '*/*',
        ';;;',
        'x'.repeat(5000),
      ]);
      raw = Buffer.from(r.chance(0.5) ? JSON.stringify(body ?? {}) : 'a=1&b=2&__proto__[x]=1');
      break;
    case 'truncated': {
      const json = JSON.stringify(body ?? { a: [1, 2, { b: 'c' }] });
      raw = Buffer.from(json.slice(0, Math.max(1, r.int(json.length))));
      break;
    }
    case 'compression': {
      const json = Buffer.from(JSON.stringify(body ?? {}));
      const lies: [string, () => Buffer][] = [
        ['gzip', () => json], // says gzip, is not
        ['br', () => gzipSync(json)], // says br, is gzip
        ['gzip', () => gzipSync(json).subarray(0, 12)], // cut short
        ['gzip', () => gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20))], // a bomb: 20 MB of spaces
        [r.pick(['compress', 'x-nonsense', 'gzip, deflate, br', 'identity, gzip']), () => json],
        ['gzip, gzip', () => gzipSync(gzipSync(json))],
      ];
      const [encoding, bytes] = r.pick(lies);
      headers['content-encoding'] = encoding;
      raw = bytes();
      break;
    }
    case 'multipart': {
      const m = multipartAbuse(r);
      kind = m.kind;
      Object.assign(headers, m.headers);
      raw = m.body;
      break;
    }
    case 'auth':
      headers.authorization = r.pick([
        'Bearer ',
        'Bearer x',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${'a'.repeat(20_000)}`,
        // alg "none", claiming an administrator
        `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(`{"sub":"${sampleUuid}","role":"admin","ver":0}`).toString('base64url')}.`,
        'Bearer eyJ.eyJ.sig',
        tokens ? `Bearer ${tokens.student.slice(0, -3)}abc` : 'Bearer y',
        tokens ? `Bearer ${tokens.admin}, Bearer ${tokens.student}` : 'Bearer z',
      ]);
      break;
  }

  if (kind === 'query') {
    const names = params.filter((p) => p.in === 'query').map((p) => p.name);
    const name = names.length && r.chance(0.7) ? r.pick(names) : r.pick(['x', '__proto__', 'constructor[prototype][x]', 'a[b][c][d]']);
    const value = r.pick(wrongValues);
    query[name] = value;
  }

  let path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? sampleUuid);
  let search = encodeQuery(query);
  if (kind === 'query' && r.chance(0.4))
    search = r.pick([
      `${search}&${search}`, // every key twice (an array where a string is expected)
      `${search}&%=%&%ff=%fe`,
      `q=${'x'.repeat(60_000)}`,
      `${search}&${Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join('&')}`,
      'cursors=%7B%22a%22%3A%7B%22b%22%3A1e400%7D%7D&schemaVersion=1',
    ]);
  if (search) path += `?${search}`;

  if (raw === undefined && body !== undefined && takesBody) raw = Buffer.from(JSON.stringify(body));
  if (raw !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  if (raw === undefined && takesBody && r.chance(0.2)) headers['content-type'] = 'application/json'; // a JSON type with no body
  return { index, kind, method: target.method, url: path, headers, ...(raw === undefined ? {} : { body: raw }) };
}

/** A replayable description of a case: what to paste into a bug report. */
export function describeCase(c: FuzzCase, seed: number) {
  const preview = c.body
    ? c.body
        .subarray(0, 300)
        .toString('latin1')
        .replace(/[^\x20-\x7e]/g, '.')
    : '';
  const headers = Object.entries(c.headers)
    .map(([k, v]) => `${k}: ${k === 'authorization' ? v.slice(0, 24) + '…' : v.slice(0, 200)}`)
    .join('; ');
  return [
    `case ${c.index} (${c.kind}): ${c.method} ${c.url.slice(0, 400)}`,
    `  headers: ${headers}`,
    `  body: ${c.body ? `${c.body.length} bytes: ${preview}` : 'none'}`,
    `  replay: pnpm fuzz --seed ${seed} --only ${c.index}`,
  ].join('\n');
}
