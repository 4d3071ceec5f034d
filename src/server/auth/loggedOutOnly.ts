import 'server-only'
import { redirect } from 'next/navigation'
import { signedInRedirect } from '@/domain/accountRoutes'
import { currentUser } from '@/server/auth/currentUser'
import type { UrlLocale } from '@/i18n/locales'

/**
 * The first call of every page for signed-out visitors: a signed-in visitor goes to the profile
 * (spec 1 §2). On the server, so the form never flashes; reading the session cookie also keeps
 * these pages out of every shared cache.
 */
export async function sendSignedInToProfile(locale: UrlLocale, query?: Record<string, string | string[] | undefined>): Promise<void> {
  const target = signedInRedirect(locale, query)
  if (target && (await currentUser())) redirect(target)
}
