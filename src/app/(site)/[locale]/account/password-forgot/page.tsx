import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AccountPage } from '@/components/account/AccountPage'
import { ForgotForm } from '@/components/account/ForgotForm'
import { sendSignedInToProfile } from '@/server/auth/loggedOutOnly'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string }> }

// Per visitor: a signed-in one goes to the profile.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'account.forgot' })
  return { title: t('title') }
}

export default async function PasswordForgotPage({ params }: Props) {
  const locale = await pageLocale(params)
  await sendSignedInToProfile(locale)
  const t = await getTranslations({ locale, namespace: 'account' })
  return (
    <AccountPage locale={locale} route="password-forgot" heading={t('forgot.title')} intro={t('forgot.intro')}>
      <ForgotForm />
      <p>
        <a href={`/${locale}/account/login/`}>{t('backToLogin')}</a>
      </p>
    </AccountPage>
  )
}
