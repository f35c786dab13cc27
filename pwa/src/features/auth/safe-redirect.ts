/**
 * A path of this site to return to after signing in, or undefined: only `/something` (never
 * `//host` or `/\host`, which browsers read as another site), bounded, so a link cannot send a
 * user who signs in to somewhere else.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  if (!/^\/(?![/\\])[^\s]*$/.test(value)) return undefined;
  if (value.startsWith('/login')) return undefined;
  return value;
}
