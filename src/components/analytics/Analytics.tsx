'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import type { UrlLocale } from '@/i18n/locales'
import { useConsent } from './ConsentProvider'
import { activateTracking, clickButtonEvent, deactivateTracking, trackChinesePageView, trackEvent, trackedControl } from './tracking'

export { trackEvent, trackNewsletterOptIn } from './tracking'

type Props = {
  locale: UrlLocale
  /** The Chinese tracker's site id, read on the server; without it zh-hans page views go nowhere. */
  cnSiteId?: string
}

/**
 * Statistics, only with consent (issue 5, spec 1 §8): page views and click_button events go to
 * the GTM-style window.dataLayer; zh-hans page views go to the Chinese tracker instead. Before
 * consent, and from the moment it is withdrawn, nothing is pushed and no script is added.
 */
export function Analytics({ locale, cnSiteId }: Props) {
  const { consent } = useConsent()
  const statistics = consent?.statistics === true
  const pathname = usePathname()

  // Declared before the page-view effect, so tracking is active when that one runs.
  useEffect(() => {
    if (!statistics) return
    activateTracking(locale)
    // One delegated listener for every tracked button, whoever rendered it (server or client).
    // Capture phase: a handler that stops propagation does not hide the click.
    const onClick = (event: MouseEvent) => {
      const control = trackedControl(event.target)
      if (control) trackEvent(clickButtonEvent(control, locale))
    }
    document.addEventListener('click', onClick, true)
    return () => {
      deactivateTracking()
      document.removeEventListener('click', onClick, true)
    }
  }, [statistics, locale])

  useEffect(() => {
    if (!statistics) return
    const path = pathname ?? window.location.pathname
    if (locale === 'zh-hans') {
      if (cnSiteId) trackChinesePageView(cnSiteId, path)
      return
    }
    trackEvent({ event: 'page_view', page_path: path, page_title: document.title, locale })
  }, [statistics, pathname, locale, cnSiteId])

  return null
}
