import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AccountPage } from '@/components/account/AccountPage'
import { RegisterForm } from '@/components/account/RegisterForm'
import { sendSignedInToProfile } from '@/server/auth/loggedOutOnly'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string }> }

// Per visitor: a signed-in one goes to the profile.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'account.register' })
  return { title: t('title') }
}

export default async function RegisterPage({ params }: Props) {
  const locale = await pageLocale(params)
  await sendSignedInToProfile(locale)
  const t = await getTranslations({ locale, namespace: 'account' })
  return (
    <AccountPage locale={locale} route="register" heading={t('register.title')} intro={t('register.intro')}>
      <RegisterForm />
      <p>
        <a href={`/${locale}/account/login/`}>{t('register.haveAccount')}</a>
      </p>
    </AccountPage>
  )
}
