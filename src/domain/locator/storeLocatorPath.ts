import type { UrlLocale } from '@/i18n/locales'

/** The store locator's page without JavaScript (issue 18): where the locator's form and its "show all" link go. */
export const storeLocatorPath = (locale: UrlLocale): string => `/${locale}/store-locator/`
