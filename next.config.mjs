/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // forbidden() gives the instructor preview a real 403 page (app/(site)/preview/[slug]/forbidden.tsx).
  experimental: { authInterrupts: true },
};

export default nextConfig;
