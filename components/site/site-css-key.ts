/**
 * The globalThis slot through which the root layout hands the compiled stylesheet to
 * SiteStyle's server render (see site-style.tsx for why it is not a prop).
 */
export const SITE_CSS_KEY = Symbol.for("envelope-lab.site-css");
export const SITE_CSS_ID = "site-css";
