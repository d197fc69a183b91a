/**
 * The battery of hostile requests hostile-input.slow.test.ts sends to every route: the routes'
 * shape (RouteSpec), the cases each kind of route gets (sessions and headers, JSON bodies,
 * multipart uploads and vCards, query strings), and what an answer must never be (problemsOf).
 * The values themselves (wrong types, hostile strings, forged ids) are in hostile-values.ts.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Response } from 'supertest';
import { HOSTILE_STRINGS, WRONG_TYPES, multipart, type Part } from './hostile-values';
import { pixelBombPng } from '../../test-support/images';
import { MAX_IMAGE_BYTES } from '@shared/limits';

/** What must never reach a client: a stack frame, SQL engine words, source paths. */
export const LEAK = /at \w+ \(|SQLITE|sqlite3|node_modules|\.ts:\d+/;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Fields = Record<string, unknown>;

export interface RouteSpec {
  method: Method;
  /** With `:id` or `:file` where the route takes one. */
  path: string;
  kind: 'none' | 'json' | 'multipart';
  /** A valid body (JSON) or the text fields (multipart), so one bad field at a time reaches its check. */
  valid?: () => Fields;
  /** The file that makes a multipart request valid. */
  file?: { field: string; bytes: () => Buffer; name: string; type: string };
  /** A valid query string. */
  query?: () => Record<string, string>;
  /** Whose id goes in the path; the spare ones exist to be deleted. */
  param?: 'invitation' | 'contact' | 'file' | 'spare-invitation' | 'spare-contact';
  /** Content types a success may carry besides JSON. */
  binary?: RegExp;
  /** Who sends it: the admin (default), a fresh session per case (logout), or a pool of users (rate-limited routes). */
  as?: 'admin' | 'fresh-session' | 'pool';
}

export interface Case {
  label: string;
  method?: string;
  path?: string;
  /** Replaces the valid query. */
  query?: string;
  headers?: Record<string, string>;
  /** Sent as is (string or bytes), with the given content type. */
  raw?: string | Buffer;
  /** JSON-encoded. */
  json?: unknown;
  multipart?: Part[];
  signedOut?: boolean;
  /** Node's own HTTP parser may answer (431) or drop the connection: no Koa body to check. */
  nodeLevel?: boolean;
}

/** Paths that take DELETE themselves (their own entries in hostile-input.slow.test.ts's routes, on spare records). */
const DELETABLE = new Set(['/api/invitations/:id', '/api/contacts/:id']);

export const textParts = (fields: Fields): Part[] => Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
export const fileParts = (route: RouteSpec): Part[] => (route.file ? [{ name: route.file.field, value: route.file.bytes(), filename: route.file.name, type: route.file.type }] : []);
export const validParts = (route: RouteSpec, fields: Fields = route.valid?.() ?? {}) => [...textParts(fields), ...fileParts(route)];

/** What is wrong with one answer, if anything. */
export function problemsOf(route: RouteSpec, c: Case, res: Response | Error): string[] {
  if (res instanceof Error) {
    // Node's parser may close the connection on a header it refuses; anything else is a dropped request.
    return c.nodeLevel ? [] : [`no answer: ${res.message}`];
  }
  const out: string[] = [];
  const type = String(res.headers['content-type'] ?? '');
  const bytes = res.body as Buffer;
  const text = /json|text|vcard/.test(type) || !type ? bytes.toString('utf8') : '';
  if (res.status >= 500) out.push(`status ${res.status}: ${text.slice(0, 120)}`);
  if (/html/i.test(type)) out.push(`answered ${type}`);
  if (LEAK.test(text)) out.push(`leaks ${LEAK.exec(text)![0]}: ${text.slice(0, 200)}`);
  // Node itself answers a header it refuses (431 with no body); Koa never saw the request.
  if (c.nodeLevel && !res.headers['x-content-type-options']) return out;
  if (!res.headers['x-content-type-options']) out.push('no X-Content-Type-Options header');
  if (res.status >= 400) {
    let body: { message?: unknown; error?: unknown } = {};
    try {
      body = JSON.parse(text);
    } catch {
      // reported below
    }
    if (!/^application\/json/.test(type) || typeof body.message !== 'string' || typeof body.error !== 'string') {
      out.push(`error ${res.status} is not JSON {message, error}: ${type} ${text.slice(0, 120)}`);
    }
  } else if (res.status !== 204 && !/^application\/json/.test(type) && !route.binary?.test(type)) {
    out.push(`success ${res.status} as ${type || 'no type'}`);
  }
  return out;
}

/** Cases every route gets: sessions, headers, methods, query strings. */
export function generalCases(route: RouteSpec): Case[] {
  const cases: Case[] = [
    { label: 'signed out', signedOut: true },
    { label: 'garbage session cookie', signedOut: true, headers: { Cookie: "sahayak_session=' OR 1=1 --" } },
    { label: '300-character session cookie', signedOut: true, headers: { Cookie: `sahayak_session=${'A'.repeat(300)}` } },
    { label: 'cookie with NUL and unicode escapes', signedOut: true, headers: { Cookie: 'sahayak_session=%00%E0%A4%A; other=%' } },
    { label: '16 kB cookie', signedOut: true, headers: { Cookie: `sahayak_session=${'A'.repeat(16 * 1024)}` }, nodeLevel: true },
    { label: '16 kB header', headers: { 'X-Pad': 'p'.repeat(16 * 1024) }, nodeLevel: true },
    { label: '12 kB header (under Node’s limit)', headers: { 'X-Pad': 'p'.repeat(12 * 1024) } },
    { label: '20 kB query string', query: `q=${'x'.repeat(20 * 1024)}`, nodeLevel: true },
    { label: 'hostile query string', query: "id=1%27%20OR%201%3D1--&__proto__[x]=1&constructor[prototype][x]=1&a=%E0%A4%A&a=%" },
    { label: 'foreign Origin', headers: { Origin: 'https://evil.example' } },
    { label: 'Origin null', headers: { Origin: 'null' } },
    { label: 'unparsable Origin', headers: { Origin: 'http://[::1' } },
    { label: 'Accept: text/html', headers: { Accept: 'text/html' } },
    { label: 'malformed Idempotency-Key', headers: { 'Idempotency-Key': "' OR 1=1 --" } },
    { label: '8 kB Idempotency-Key', headers: { 'Idempotency-Key': 'k'.repeat(8 * 1024) } },
    { label: 'X-Forwarded-For garbage', headers: { 'X-Forwarded-For': "'; DROP TABLE users; --, ::ffff:999.1.1.1" } },
    ...(DELETABLE.has(route.path) ? [] : [{ label: 'wrong method DELETE', method: 'DELETE' }]),
    { label: 'wrong method PATCH', method: 'PATCH' },
    { label: 'unknown method PROPFIND', method: 'PROPFIND' },
  ];
  if (route.method === 'GET') cases.push({ label: 'GET with a broken JSON body', headers: { 'Content-Type': 'application/json' }, raw: '{"a":' });
  return cases;
}

export function jsonBodyCases(route: RouteSpec): Case[] {
  const valid = route.valid!;
  const validText = () => JSON.stringify(valid());
  const withExtra = (extra: string) => {
    const text = validText();
    return text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`;
  };
  const gzipBomb = gzipSync(Buffer.from(`{"pad":"${' '.repeat(20 * 1024 * 1024)}"}`));
  const brotliBomb = brotliCompressSync(Buffer.from(`{"pad":"${' '.repeat(20 * 1024 * 1024)}"}`));
  const cases: Case[] = [
    { label: 'no body' },
    { label: 'empty object', json: {} },
    { label: 'JSON array', json: [valid()] },
    { label: 'JSON string', raw: '"text"', headers: { 'Content-Type': 'application/json' } },
    { label: 'JSON null', raw: 'null', headers: { 'Content-Type': 'application/json' } },
    { label: 'JSON number', raw: '12', headers: { 'Content-Type': 'application/json' } },
    { label: 'broken JSON', raw: '{"a":', headers: { 'Content-Type': 'application/json' } },
    { label: 'trailing garbage', raw: `${validText()}xyz`, headers: { 'Content-Type': 'application/json' } },
    { label: 'single quotes', raw: "{'a':1}", headers: { 'Content-Type': 'application/json' } },
    { label: 'NaN literal', raw: withExtra('"x":NaN'), headers: { 'Content-Type': 'application/json' } },
    { label: 'JSON with a BOM', raw: `\uFEFF${validText()}`, headers: { 'Content-Type': 'application/json' } },
    { label: '1e309 number', raw: withExtra('"x":1e309'), headers: { 'Content-Type': 'application/json' } },
    { label: 'duplicate keys', raw: withExtra('"name":{"$ne":null},"name":"x"'), headers: { 'Content-Type': 'application/json' } },
    { label: 'prototype pollution', raw: withExtra('"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}'), headers: { 'Content-Type': 'application/json' } },
    { label: 'deeply nested arrays', raw: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, headers: { 'Content-Type': 'application/json' } },
    { label: 'deeply nested objects', raw: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, headers: { 'Content-Type': 'application/json' } },
    { label: '2 MB body', json: { ...valid(), pad: 'a'.repeat(2 * 1024 * 1024) } },
    { label: '100 kB unknown field', json: { ...valid(), junk: 'a'.repeat(100 * 1024) } },
    { label: 'text/plain', raw: validText(), headers: { 'Content-Type': 'text/plain' } },
    { label: 'application/xml with an entity', raw: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><x>&xxe;</x>', headers: { 'Content-Type': 'application/xml' } },
    { label: 'form-urlencoded', raw: new URLSearchParams(Object.entries(valid()).map(([k, v]) => [k, String(v)])).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    { label: 'form-urlencoded nesting', raw: 'a[b][c]=1&__proto__[x]=1&constructor[prototype][y]=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    { label: 'multipart to a JSON route', multipart: textParts(valid()) },
    { label: 'multipart with a bad boundary', raw: multipart(textParts(valid()), 'AAA').body, headers: { 'Content-Type': 'multipart/form-data; boundary=BBB' } },
    { label: 'charset utf-16', raw: Buffer.from(validText(), 'utf16le'), headers: { 'Content-Type': 'application/json; charset=utf-16' } },
    { label: 'unknown charset', raw: validText(), headers: { 'Content-Type': 'application/json; charset=klingon' } },
    { label: 'gzip that is not gzip', raw: validText(), headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } },
    { label: 'gzip bomb (20 MB inflated)', raw: gzipBomb, headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } },
    { label: 'unknown content encoding', raw: validText(), headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd-not-really' } },
    // Brotli that does not decompress once answered 500 (only zlib's gzip/deflate errors were mapped).
    { label: 'brotli that is not brotli', raw: validText(), headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' } },
    { label: 'truncated brotli', raw: brotliCompressSync(Buffer.from(validText())).subarray(0, 4), headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' } },
    { label: 'brotli bomb (20 MB inflated)', raw: brotliBomb, headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' } },
    { label: 'two content encodings', raw: gzipSync(brotliCompressSync(Buffer.from(validText()))), headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br, gzip' } },
    { label: 'binary garbage as JSON', raw: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x80, 0x81]), headers: { 'Content-Type': 'application/json' } },
  ];
  for (const [label, value] of WRONG_TYPES) {
    cases.push({ label: `every field ${label}`, json: Object.fromEntries(Object.keys(valid()).map((k) => [k, value])) });
  }
  for (const field of Object.keys(valid())) {
    const isList = Array.isArray(valid()[field]);
    cases.push({ label: `${field}: missing`, json: Object.fromEntries(Object.entries(valid()).filter(([k]) => k !== field)) });
    for (const [label, value] of WRONG_TYPES) cases.push({ label: `${field}: ${label}`, json: { ...valid(), [field]: value } });
    for (const [label, value] of HOSTILE_STRINGS) cases.push({ label: `${field}: ${label}`, json: { ...valid(), [field]: isList ? [value] : value } });
    if (isList) cases.push({ label: `${field}: 10,000 items`, json: { ...valid(), [field]: Array(10_000).fill('x') } });
  }
  const first = Object.keys(valid())[0];
  if (first) cases.push({ label: `${first}: 2 MB`, json: { ...valid(), [first]: 'a'.repeat(2 * 1024 * 1024) } });
  return cases;
}

/** `jpeg`: a real photo, the base of the broken ones. */
export function multipartCases(route: RouteSpec, jpeg: Buffer): Case[] {
  const file = route.file!;
  const valid = route.valid!;
  const other = file.field === 'image' ? 'profileImage' : 'image';
  const garbageJpeg = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(2000, 0x41)]);
  const withFile = (value: Buffer, filename = file.name, type = file.type): Case['multipart'] => [...textParts(valid()), { name: file.field, value, filename, type }];
  const cases: Case[] = [
    { label: 'no body' },
    { label: 'JSON body', json: valid() },
    { label: 'text/plain', raw: 'hello', headers: { 'Content-Type': 'text/plain' } },
    { label: 'form-urlencoded', raw: new URLSearchParams(Object.entries(valid()).map(([k, v]) => [k, String(v)])).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    { label: 'application/xml', raw: '<x/>', headers: { 'Content-Type': 'application/xml' } },
    { label: 'multipart without a boundary', raw: multipart(validParts(route)).body, headers: { 'Content-Type': 'multipart/form-data' } },
    { label: 'multipart with a bad boundary', raw: multipart(validParts(route), 'AAA').body, headers: { 'Content-Type': 'multipart/form-data; boundary=BBB' } },
    { label: 'truncated multipart', raw: multipart(validParts(route), 'CUT', false).body.subarray(0, 300), headers: { 'Content-Type': 'multipart/form-data; boundary=CUT' } },
    { label: 'multipart with no closing boundary', raw: multipart(validParts(route), 'OPEN', false).body, headers: { 'Content-Type': 'multipart/form-data; boundary=OPEN' } },
    { label: 'part headers only', raw: `--H\r\nContent-Disposition: form-data; name="${file.field}"; filename="a.jpg"\r\n`, headers: { 'Content-Type': 'multipart/form-data; boundary=H' } },
    { label: 'part without a name', raw: multipart([{ name: '', value: jpeg, filename: 'a.jpg' }], 'N').body, headers: { 'Content-Type': 'multipart/form-data; boundary=N' } },
    { label: 'no file', multipart: textParts(valid()) },
    { label: 'file in another field', multipart: [...textParts(valid()), { name: other, value: file.bytes(), filename: file.name, type: file.type }] },
    { label: 'two files', multipart: [...validParts(route), { name: file.field, value: file.bytes(), filename: `2-${file.name}`, type: file.type }] },
    { label: 'empty file', multipart: withFile(Buffer.alloc(0)) },
    { label: 'text named .jpg', multipart: withFile(Buffer.from('just some text, not an image'), 'photo.jpg', 'image/jpeg') },
    { label: 'HTML named .jpg', multipart: withFile(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg', 'image/jpeg') },
    { label: 'SVG with a script', multipart: withFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'a.svg', 'image/svg+xml') },
    { label: 'GIF/JS polyglot', multipart: withFile(Buffer.from('GIF89a/*\x00\x00*/=alert(1)//'), 'a.gif', 'image/gif') },
    { label: 'truncated JPEG', multipart: withFile(jpeg.subarray(0, Math.floor(jpeg.length / 2))) },
    { label: 'JPEG header and garbage', multipart: withFile(garbageJpeg) },
    { label: 'pixel bomb', multipart: withFile(pixelBombPng(), 'bomb.png', 'image/png') },
    { label: 'over 10 MB', multipart: withFile(Buffer.concat([file.bytes(), Buffer.alloc(MAX_IMAGE_BYTES)])) },
    { label: 'traversal in the file name', multipart: withFile(file.bytes(), '../../../../tmp/evil.jpg') },
    { label: 'script in the file name', multipart: withFile(file.bytes(), '<script>alert(1)</script>.jpg') },
    { label: 'CRLF and NUL in the file name', multipart: withFile(file.bytes(), 'a\r\nX-Injected: 1\u0000.jpg') },
    { label: '100 kB file name', multipart: withFile(file.bytes(), `${'n'.repeat(100 * 1024)}.jpg`) },
    { label: '2 MB text field', multipart: [...validParts(route), { name: 'pad', value: 'a'.repeat(2 * 1024 * 1024) }] },
    { label: '40 text fields', multipart: [...validParts(route), ...Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'x' }))] },
    { label: 'hostile field name', multipart: [...validParts(route), { name: '__proto__', value: 'x' }, { name: 'a"\r\nX: y', value: 'x' }] },
  ];
  if (file.field === 'file') {
    // The import reads vCard text: hostile cards too.
    const card = (lines: string) => ({ label: '', multipart: [{ name: 'file', value: Buffer.from(lines), filename: 'c.vcf', type: 'text/vcard' }] });
    const vcards: Array<[string, string]> = [
      ['card without END', 'BEGIN:VCARD\r\nFN:Open Card\r\nTEL:9845011111\r\n'],
      ['END without BEGIN', 'END:VCARD\r\nEND:VCARD\r\n'],
      ['photo that is not base64', 'BEGIN:VCARD\r\nFN:Bad Photo\r\nTEL:9845011111\r\nPHOTO;ENCODING=b;TYPE=JPEG:!!!***\r\nEND:VCARD\r\n'],
      ['photo that is a pixel bomb', `BEGIN:VCARD\r\nFN:Bomb Photo\r\nTEL:9845011111\r\nPHOTO;ENCODING=b;TYPE=PNG:${pixelBombPng().toString('base64')}\r\nEND:VCARD\r\n`],
      ['photo data URL', `BEGIN:VCARD\r\nFN:Data Photo\r\nTEL:9845011111\r\nPHOTO:data:image/jpeg;base64,${jpeg.toString('base64')}\r\nEND:VCARD\r\n`],
      ['2,000 cards', 'BEGIN:VCARD\r\nFN:Many\r\nTEL:9845011111\r\nEND:VCARD\r\n'.repeat(2000)],
      ['unbalanced quotes', 'BEGIN:VCARD\r\nFN;X="a:b:c\r\nTEL;TYPE="::":9845011111\r\nEND:VCARD\r\n'],
      ['GEO out of range', 'BEGIN:VCARD\r\nFN:Far Away\r\nTEL:9845011111\r\nGEO:999;-999\r\nEND:VCARD\r\n'],
      ['folded lines everywhere', `BEGIN:VCARD\r\nFN:${'a\r\n '.repeat(5000)}b\r\nTEL:9845011111\r\nEND:VCARD\r\n`],
      ['binary garbage with a BEGIN', `BEGIN:VCARD\r\n${'\u0000\uffff'.repeat(100)}\r\nEND:VCARD\r\n`],
    ];
    for (const [label, text] of vcards) cases.push({ ...card(text), label: `vCard: ${label}` });
    for (const [label, value] of HOSTILE_STRINGS) {
      cases.push({ ...card(`BEGIN:VCARD\r\nFN:${value}\r\nTEL:9845011111\r\nNOTE:${value}\r\nEND:VCARD\r\n`), label: `vCard name and note: ${label}` });
    }
  }
  for (const field of Object.keys(valid())) {
    cases.push({ label: `${field}: missing`, multipart: validParts(route, Object.fromEntries(Object.entries(valid()).filter(([k]) => k !== field))) });
    cases.push({ label: `${field}: sent twice`, multipart: [...validParts(route), { name: field, value: 'again' }] });
    for (const [label, value] of HOSTILE_STRINGS) cases.push({ label: `${field}: ${label}`, multipart: validParts(route, { ...valid(), [field]: value }) });
  }
  return cases;
}

export function queryCases(route: RouteSpec): Case[] {
  const cases: Case[] = [{ label: 'no query', query: '' }];
  const valid = route.query!;
  for (const field of Object.keys(valid())) {
    const rest = Object.entries(valid()).filter(([k]) => k !== field);
    const q = (extra: string) => [new URLSearchParams(rest).toString(), extra].filter(Boolean).join('&');
    cases.push({ label: `${field}: missing`, query: q('') });
    cases.push({ label: `${field}: repeated`, query: q(`${field}=1&${field}=2`) });
    cases.push({ label: `${field}: bracket object`, query: q(`${field}[$ne]=1&${field}[]=2`) });
    cases.push({ label: `${field}: broken escape`, query: q(`${field}=%E0%A4%A`) });
    // Values longer than Node's 16 kB header limit never reach the app in a URL (the general cases cover that).
    for (const [label, value] of [...HOSTILE_STRINGS.filter(([l]) => !['100 kB', 'long word', 'long Indic word'].includes(l)), ['1e309', '1e309'], ['NaN', 'NaN'], ['Infinity', '-Infinity'], ['2^53 + 1', '9007199254740993']] as Array<[string, string]>) {
      cases.push({ label: `${field}: ${label}`, query: q(new URLSearchParams({ [field]: value }).toString()) });
    }
  }
  return cases;
}
