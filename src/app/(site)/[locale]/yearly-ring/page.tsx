import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import styles from '@/components/careers/Careers.module.css'
import { PageShell } from '@/components/layout/PageShell'
import { WaitlistForm } from '@/components/waitlist/WaitlistForm'
import { accessDeniedPath, waitlistPath } from '@/domain/waitlist'
import { formClientNamespaces, pickMessages } from '@/i18n/clientMessages'
import { urlLocales } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { currentUser } from '@/server/auth/currentUser'
import { pageLocale } from '@/server/http/pageLocale'
import { payloadClient } from '@/server/payload/client'
import { waitlistJeweller } from '@/server/waitlist/waitlistAccess'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

const alternates = Object.fromEntries(urlLocales.map((l) => [l, waitlistPath(l)]))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'waitlist' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * Spec 3 §2.4: `/{locale}/yearly-ring/`, the yearly ring's waitlist, for signed-in jewellers with
 * the waitlist permission (src/domain/waitlist.ts); anyone else goes to the access-denied page,
 * decided here on the server before anything of the form is sent.
 */
export default async function YearlyRingPage({ params }: Props) {
  const locale = await pageLocale(params)
  const jeweller = await waitlistJeweller(await payloadClient(), await currentUser())
  if (!jeweller) redirect(`${accessDeniedPath(locale)}?from=${encodeURIComponent(waitlistPath(locale))}`)
  const t = await getTranslations({ locale, namespace: 'waitlist' })
  const messages = (await getMessages({ locale })) as Messages
  return (
    <PageShell locale={locale} alternates={alternates}>
      <section className={styles.page} aria-labelledby="waitlist-heading">
        <header>
          <h1 id="waitlist-heading" className={styles.heading}>
            {t('title')}
          </h1>
          <p className={styles.intro}>{t('intro')}</p>
        </header>
        <NextIntlClientProvider
          messages={
            {
              ...pickMessages(messages, [...formClientNamespaces, 'waitlist']),
              account: { titles: messages.account.titles, genders: messages.account.genders },
            } as Partial<Messages>
          }
        >
          <WaitlistForm locale={locale} jewellerName={jeweller.jewellerName} customerId={jeweller.customerId} />
        </NextIntlClientProvider>
      </section>
    </PageShell>
  )
}
