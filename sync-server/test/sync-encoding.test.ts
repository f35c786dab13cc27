/**
 * How pull answers are encoded (encoded-body.ts): the encoding a request's Accept-Encoding asks
 * for, small answers sent as they are, and each compressed form made once per answer.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressThreshold, EncodedBody, negotiateEncoding } from '../src/features/sync/encoded-body.js';

describe('negotiateEncoding', () => {
  it('prefers br, then gzip, by q and then in that order, and identity when neither is acceptable', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('GZIP;Q=0.8, br ; q=0.9')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
  });
});

describe('EncodedBody', () => {
  const json = Buffer.from(JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `row ${i}` })) }));

  it('compresses once per encoding and decodes to the same bytes', async () => {
    const body = new EncodedBody(json);
    const gzip = await body.encode('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).equals(json)).toBe(true);
    expect((await body.encode('gzip')).bytes).toBe(gzip.bytes);
    const br = await body.encode('br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.bytes).equals(json)).toBe(true);
    expect((await body.encode('br')).bytes).toBe(br.bytes);
    expect(await body.encode('identity')).toEqual({ bytes: json, encoding: 'identity' });
  });

  it('sends a small answer as it is', async () => {
    const small = Buffer.alloc(compressThreshold - 1, 'a');
    expect(await new EncodedBody(small).encode('gzip')).toEqual({ bytes: small, encoding: 'identity' });
  });
});
