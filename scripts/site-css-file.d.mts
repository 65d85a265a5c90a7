export const SITE_CSS_FILE: string;
