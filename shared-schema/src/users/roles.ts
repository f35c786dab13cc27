/** The two roles of spec section 3, in a module without zod (the app's first load reads them). */
export const roles = ['admin', 'student'] as const;
export type Role = (typeof roles)[number];
