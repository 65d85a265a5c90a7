// Where scripts/build-site-css.mjs writes the compiled stylesheet (relative to the project).
export const SITE_CSS_FILE = ".site-css/site.css";
