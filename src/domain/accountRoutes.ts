import type { UrlLocale } from '@/i18n/locales'

/** The profile: where signed-in visitors land (spec 1 §2). */
export function profilePath(locale: UrlLocale): string {
  return `/${locale}/account/profile/`
}

type Query = Record<string, string | string[] | undefined>

/**
 * Spec 1 §2: "Profile page — opened when an already-logged-in user visits a login-only page"
 * (login, register, password-forgot, password-reset). Where such a page sends a signed-in visitor,
 * or null to let the page show. An e-mail link (uid and token: an activation on the login page, a
 * password reset) is exempt: it acts on the account it names, whoever is signed in here, and the
 * profile offers no other way to change a password.
 */
export function signedInRedirect(locale: UrlLocale, query: Query = {}): string | null {
  const emailLink = typeof query.uid === 'string' && typeof query.token === 'string'
  return emailLink ? null : profilePath(locale)
}
