import { CN_ANALYTICS_ORIGIN } from '@/domain/analytics'
import type { UrlLocale } from '@/i18n/locales'

/** One entry of the GTM-style data layer: a named event with flat parameters. */
export type AnalyticsEvent = { event: string } & Record<string, string | number | boolean | undefined>

type BaiduCommand = [string, ...unknown[]]

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[]
    _hmt?: BaiduCommand[]
  }
}

const CN_SCRIPT_ID = 'cn-analytics'

/**
 * The locale of the page while statistics consent is given, null otherwise. Set only by the
 * mounted <Analytics>, which follows the consent context: withdrawing consent clears it at once,
 * so helpers called from anywhere (trackEvent) stop pushing without a reload.
 */
let activeLocale: UrlLocale | null = null

export function activateTracking(locale: UrlLocale): void {
  activeLocale = locale
}

export function deactivateTracking(): void {
  activeLocale = null
}

/** Pushes to window.dataLayer, only with statistics consent; returns whether it was pushed. */
export function trackEvent(event: AnalyticsEvent): boolean {
  if (!activeLocale) return false
  window.dataLayer ||= []
  window.dataLayer.push(event)
  return true
}

/** For the newsletter confirmation page: the double opt-in was completed. */
export function trackNewsletterOptIn(): boolean {
  if (!activeLocale) return false
  return trackEvent({ event: 'newsletter_opt_in', locale: activeLocale })
}

/**
 * zh-hans page views go to the Chinese tracker (Baidu Tongji's API) instead of the data layer.
 * Its script is added on the first tracked view, so it never loads before consent.
 */
export function trackChinesePageView(siteId: string, path: string): boolean {
  if (!activeLocale) return false
  window._hmt ||= []
  if (!document.getElementById(CN_SCRIPT_ID)) {
    // Views are counted here, one per client navigation; the script's automatic first view would double it.
    window._hmt.push(['_setAutoPageview', false])
    const script = document.createElement('script')
    script.id = CN_SCRIPT_ID
    script.async = true
    script.src = `${CN_ANALYTICS_ORIGIN}/hm.js?${encodeURIComponent(siteId)}`
    document.head.append(script)
  }
  window._hmt.push(['_trackPageview', path])
  return true
}

/** The tracked control of a click: a button or link carrying data-track-button-type, or null. */
export function trackedControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null
  const control = target.closest<HTMLElement>('button, a')
  return control?.dataset.trackButtonType ? control : null
}

export function clickButtonEvent(control: HTMLElement, locale: UrlLocale): AnalyticsEvent {
  return {
    event: 'click_button',
    button_type: control.dataset.trackButtonType,
    // RenderBlocks marks each content element's wrapper; anything outside one is the page's own.
    content_element_type: control.closest<HTMLElement>('[data-block]')?.dataset.block ?? 'page',
    locale,
  }
}
