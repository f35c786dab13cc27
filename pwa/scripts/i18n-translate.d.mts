/** Types of i18n-translate.mjs, for the catalogue completeness test. */
export declare function placeholders(text: string): string[];
