import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AccountPage } from '@/components/account/AccountPage'
import { ResetForm } from '@/components/account/ResetForm'
import { sendSignedInToProfile } from '@/server/auth/loggedOutOnly'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'account.reset' })
  return { title: t('title'), robots: { index: false } }
}

export default async function PasswordResetPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = await searchParams
  // The reset link itself works for a signed-in visitor too; the page without one does not.
  await sendSignedInToProfile(locale, query)
  const { uid, token } = query
  const t = await getTranslations({ locale, namespace: 'account' })
  const valid = typeof uid === 'string' && typeof token === 'string'
  return (
    <AccountPage locale={locale} route="password-reset" heading={t('reset.title')} intro={valid ? t('reset.intro') : undefined}>
      {valid ? (
        <ResetForm uid={uid} token={token} loginHref={`/${locale}/account/login/`} />
      ) : (
        <p role="alert">
          {t('reset.missingLink')} <a href={`/${locale}/account/password-forgot/`}>{t('forgot.title')}</a>
        </p>
      )}
    </AccountPage>
  )
}
