/**
 * JSON to put inside a `<script>` data block (`application/json`, `application/ld+json`): `<` escaped,
 * so no value can close the script, and the line separators escaped for older parsers.
 */
export const scriptJsonText = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
