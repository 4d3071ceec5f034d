import type { UrlLocale } from '@/i18n/locales'
import { pagePath } from '@/domain/paths'

/**
 * A visitor's cookie consent (issue 5). Necessary storage needs no consent and is always on;
 * statistics (the data layer and the Chinese page-view tracker) only run when it is true.
 */
export type ConsentState = { necessary: true; statistics: boolean; decidedAt: string; version: 1 }

/**
 * Kept in localStorage rather than a cookie: the choice never travels to the server, so every
 * page stays one cacheable response for everyone, and the banner is purely a client concern.
 */
export const CONSENT_STORAGE_KEY = 'maison-consent'

/** Raise when the categories change: older choices then parse as undecided and the banner asks again. */
export const CONSENT_VERSION = 1

export function createConsent(statistics: boolean, now: Date = new Date()): ConsentState {
  return { necessary: true, statistics, decidedAt: now.toISOString(), version: CONSENT_VERSION }
}

/**
 * The stored choice, or undefined when there is none or it cannot be trusted (hand-edited,
 * another version, another app on the same origin): asking again is the safe answer.
 */
export function parseConsent(raw: string | null | undefined): ConsentState | undefined {
  if (!raw) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const { necessary, statistics, decidedAt, version } = value as Record<string, unknown>
  if (version !== CONSENT_VERSION || necessary !== true || typeof statistics !== 'boolean') return undefined
  if (typeof decidedAt !== 'string' || Number.isNaN(Date.parse(decidedAt))) return undefined
  // Rebuilt, not passed through, so stray properties never reach the app.
  return { necessary: true, statistics, decidedAt, version: CONSENT_VERSION }
}

export function serializeConsent(state: ConsentState): string {
  return JSON.stringify({ necessary: true, statistics: state.statistics, decidedAt: state.decidedAt, version: state.version })
}

/** The seeded privacy page's slug per locale (seed/data/pages.json, key "privacy"). */
const privacySlugs: Record<UrlLocale, string> = {
  de: 'datenschutz',
  en: 'privacy',
  ja: 'privacy',
  'zh-hans': 'privacy',
}

export function privacyPath(locale: UrlLocale): string {
  return pagePath(locale, privacySlugs[locale])
}
