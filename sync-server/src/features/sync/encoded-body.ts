/**
 * A pull answer as bytes, with its compressed forms made once each. The pull route compresses
 * inside the load gate, so at most SYNC_MAX_CONCURRENT answers are being compressed at a time
 * (compressing after the gate let 200 answers of 3.6 MB be serialised and compressed at once),
 * and sends the bytes with their `content-encoding`, which @fastify/compress passes through. The
 * visitor's answer of a public page is kept with its forms (sync-pull.ts): a lab's first pulls
 * cost one gzip, and every device after the first is sent the same bytes.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Smaller answers go as they are (the threshold @fastify/compress has for the other routes). */
export const compressThreshold = 1024;

/**
 * The encoding to answer in, from the request's Accept-Encoding: the highest q of br and gzip,
 * br when they tie (as @fastify/compress prefers), identity when neither is acceptable or the
 * header is missing.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    if (!token) continue;
    const q = params.map((p) => /^q=([0-9.]+)$/.exec(p.replace(/\s+/g, ''))?.[1]).find((v) => v !== undefined);
    weights.set(token === 'x-gzip' ? 'gzip' : token, q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

export class EncodedBody {
  private readonly forms = new Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>();

  constructor(readonly json: Buffer) {}

  /** The bytes to send for a request that accepts `wanted` (identity below the threshold). */
  async encode(wanted: Encoding): Promise<{ bytes: Buffer; encoding: Encoding }> {
    if (wanted === 'identity' || this.json.length < compressThreshold) return { bytes: this.json, encoding: 'identity' };
    let form = this.forms.get(wanted);
    if (!form) {
      form =
        wanted === 'gzip'
          ? gzip(this.json)
          : brotli(this.json, {
              params: {
                // Quality 4, as @fastify/compress: 11 costs seconds on a 3.6 MB answer.
                [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            });
      this.forms.set(wanted, form);
      // A failed compression is not kept: the next request tries again.
      const made = form;
      made.catch(() => this.forms.get(wanted) === made && this.forms.delete(wanted));
    }
    return { bytes: await form, encoding: wanted };
  }
}
