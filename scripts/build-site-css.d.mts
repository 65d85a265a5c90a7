export function compileSiteCss(root?: string): Promise<string>;
export function buildSiteCss(root?: string): Promise<number>;
