import { defineRouting } from 'next-intl/routing'
import { defaultLocale, urlLocales } from '@/i18n/locales'

export const routing = defineRouting({
  locales: urlLocales,
  defaultLocale,
  localePrefix: 'always',
  // The spec: "/" goes to /de/. Visitors pick their language with the switcher.
  localeDetection: false,
  // hreflang is rendered in the document head per page (translated slugs), not as a Link header.
  alternateLinks: false,
  // No detection, so no cookie: public pages stay identical for everyone and shared-cacheable.
  localeCookie: false,
})
