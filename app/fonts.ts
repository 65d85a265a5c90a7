import localFont from "next/font/local";

// Inter ships in an npm package, so the build needs no network (Google Fonts
// cannot be fetched at build time on every machine).
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});
