import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { UrlLocale } from '@/i18n/locales'
import type { ConfirmTexts } from '@/components/newsletter/NewsletterConfirm'
import { payloadClient } from '@/server/payload/client'

/** The confirmation page's texts: the editors' from the form settings, else the catalogue's. */
export async function newsletterConfirmTexts(locale: UrlLocale): Promise<ConfirmTexts> {
  const [t, payload] = await Promise.all([getTranslations({ locale, namespace: 'newsletterConfirm' }), payloadClient()])
  const settings = await payload.findGlobal({ slug: 'form-settings', locale, overrideAccess: true, depth: 0 })
  const cms = settings.newsletterConfirm ?? {}
  return {
    loading: t('loading'),
    successTitle: cms.successTitle || t('successTitle'),
    successText: cms.successText || t('successText'),
    failureTitle: cms.failureTitle || t('failureTitle'),
    failureText: cms.failureText || t('failureText'),
    home: t('home'),
  }
}
