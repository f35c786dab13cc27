/**
 * Whether a string is a UUID. Ids are `uuid` columns, and PostgreSQL refuses a malformed one with
 * an error (22P02) rather than finding nothing, so an id that came from a URL or a device is
 * checked first and answered as "not found" by the caller. Shared by every feature: it belongs to
 * none of them.
 */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => uuidPattern.test(value);
