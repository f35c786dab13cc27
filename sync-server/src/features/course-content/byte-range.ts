/**
 * One HTTP byte range (RFC 9110 section 14): `bytes=start-end`, `bytes=start-` or `bytes=-suffix`.
 * A phone's video player seeks with these. Several ranges at once are answered as the whole file
 * (allowed: a server may ignore Range); a range that cannot be satisfied is `'unsatisfiable'` (416).
 */
export type ByteRange = { start: number; end: number } | 'whole' | 'unsatisfiable';

export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return 'whole';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return 'whole';
  const [, from, to] = m;
  if (from === '' && to === '') return 'whole';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
