/**
 * The order testimonials are shown in: newest first, ties (rows added together) by id, so a list the
 * server drew and the same list read on the device come out in one order and nothing moves.
 */
export const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
