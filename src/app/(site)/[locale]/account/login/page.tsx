import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AccountPage } from '@/components/account/AccountPage'
import { ActivationModal } from '@/components/account/ActivationModal'
import { LoginForm } from '@/components/account/LoginForm'
import { Button } from '@/components/ui/Button/Button'
import { profilePath } from '@/domain/accountRoutes'
import { sendSignedInToProfile } from '@/server/auth/loggedOutOnly'
import { pageLocale } from '@/server/http/pageLocale'
import styles from '@/components/account/AccountForm.module.css'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'account.login' })
  return { title: t('title'), robots: { index: false } }
}

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const uid = typeof query.uid === 'string' ? query.uid : undefined
  const token = typeof query.token === 'string' ? query.token : undefined
  const next = typeof query.next === 'string' ? query.next : undefined
  // A signed-in visitor has nothing to do here (activation links still show their modal).
  await sendSignedInToProfile(locale, query)
  const t = await getTranslations({ locale, namespace: 'account' })
  const teaser = (
    <aside className={styles.teaser} aria-labelledby="register-teaser">
      <h2 id="register-teaser" className={styles.heading}>
        {t('teaser.title')}
      </h2>
      <ul>
        <li>{t('teaser.wishlist')}</li>
        <li>{t('teaser.profile')}</li>
        <li>{t('teaser.service')}</li>
      </ul>
      <Button variant="secondary" href={`/${locale}/account/register/`}>
        {t('teaser.cta')}
      </Button>
    </aside>
  )
  return (
    <AccountPage locale={locale} route="login" heading={t('login.title')} intro={t('login.intro')} aside={teaser}>
      <LoginForm next={next} defaultTarget={profilePath(locale)} forgotHref={`/${locale}/account/password-forgot/`} />
      {uid && token ? <ActivationModal uid={uid} token={token} /> : null}
    </AccountPage>
  )
}
