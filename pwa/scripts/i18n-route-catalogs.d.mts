/** Types of i18n-route-catalogs.mjs, for the test that checks its output is current. */
export declare const generatedFile: string;
export declare function routeCatalogs(): Record<string, string[]>;
export declare function generatedSource(): string;
export declare function firstLoadGroups(): string[];
