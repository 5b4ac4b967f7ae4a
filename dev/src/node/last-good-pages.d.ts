/** Types of the module beside it (plain JS: the dev-server's MDX loader, run by Rspack, imports it too). */
export declare const lastGoodPages: Map<string, { failing?: string; good: string }>;
