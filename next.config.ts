import path from 'node:path'
import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { allowedFrameOrigins } from './src/domain/embeds'
import { OUTSIDE_UPLOADED_FILES, UPLOADED_FILE_PATH, securityHeaders, strictTransportSecurity } from './src/server/http/securityHeaders'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // Catalogues are compiled at build time: the browser then formats messages without
    // intl-messageformat's parser and its per-message locale resolution, which cost ~13 KB of
    // script and a measurable share of the home page's hydration (docs/decisions.md, "Page weight").
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
})

const nextConfig: NextConfig = {
  // Canonical page URLs end in "/", as the spec's microsite prefix does. API paths answer both
  // forms without a redirect (a redirected POST loses clients); src/proxy.ts canonicalises pages.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // `next dev` refuses its scripts and HMR socket to any host but localhost; a page opened at
  // 127.0.0.1 (or at PUBLIC_URL's host) then never hydrated. Dev only: production ignores it.
  allowedDevOrigins: ['localhost', '127.0.0.1', ...(process.env.PUBLIC_URL ? [new URL(process.env.PUBLIC_URL).hostname] : [])],
  // `npm test` type-checks with tsc; skipping the build's second check halves `npm start`'s first build.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  // pdfkit (the order documents) loads its standard fonts and colour profile beside itself at run
  // time (createRequire, import.meta.url), which a bundle breaks; fontkit goes with it.
  serverExternalPackages: ['pino', 'sharp', 'nodemailer', 'pdfkit', 'fontkit'],
  // Next's own cache, with cache tags shared between processes through Redis when REDIS_URL is set
  // (docs/decisions.md, "Cache invalidation across processes"). Resolved from the working folder:
  // the config is compiled to CommonJS on Node 20 and loaded natively on newer Node, so neither
  // __dirname nor import.meta is available in both; the build and the server run from the root.
  cacheHandler: path.resolve('src/server/cache/sharedCacheHandler.mjs'),
  experimental: {
    // Content caches live in the process's memory only. On disk they would outlive the process and
    // serve one database's content to the next (another DATABASE_URL, a re-seed, a parallel server).
    isrFlushToDisk: false,
    // Not inlined: Next writes inlined CSS twice (a <style> and again in the RSC payload), which made
    // /de/ 38 KB gzipped instead of 13 KB and raised Lighthouse's blocking time; three cached files
    // (≈ 14 KB gzipped) cost less than that on slow 4G (docs/decisions.md, "Page weight").
    inlineCss: false,
  },
  async headers() {
    const headers = securityHeaders(process.env.NODE_ENV === 'production', allowedFrameOrigins(process.env.FRAME_ORIGINS), {
      cnAnalytics: Boolean(process.env.NEXT_PUBLIC_CN_ANALYTICS_SITE_ID),
    })
    const production = process.env.NODE_ENV === 'production'
    return [
      { source: OUTSIDE_UPLOADED_FILES, headers },
      { source: UPLOADED_FILE_PATH, headers: headers.filter(({ key }) => key !== 'Content-Security-Policy') },
      ...(production ? [{ source: '/:path*', ...strictTransportSecurity }] : []),
      // Uploaded files rarely change; a day in browser caches spares returning visitors the downloads.
      {
        source: '/cms-api/:collection(media|downloads|clips)/file/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
    ]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
