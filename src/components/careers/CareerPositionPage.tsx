import Link from 'next/link'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { ApplicationForm } from '@/components/careers/ApplicationForm'
import { PositionFacts } from '@/components/careers/PositionFacts'
import styles from '@/components/careers/Careers.module.css'
import { PageShell } from '@/components/layout/PageShell'
import { safeDescriptionHtml } from '@/domain/careers/descriptionHtml'
import { careerListHref, careerPath, isPositionId } from '@/domain/careers/jobPosition'
import { pickMessages, siteClientNamespaces } from '@/i18n/clientMessages'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { findPosition } from '@/server/careers/feedClient'

/** The feed's position of an address's id, or null for an id that is not Personio's or not in the feed. */
export async function careerPosition(locale: UrlLocale, id: string) {
  return isPositionId(id) ? findPosition(locale, id) : null
}

/**
 * Spec 3 §2.3: `/{locale}/career/{id}/`, one position of the feed and the application form; an unknown
 * id is a 404. On a jeweller's microsite (`/{locale}/microsite/{slug}/career/{id}/`) the shell and the
 * back link stay under its prefix (spec 1 §2); the form posts to the API as on the site.
 */
export async function CareerPositionPage({ locale, id, microsite }: { locale: UrlLocale; id: string; microsite?: string }) {
  const found = await careerPosition(locale, id)
  if (!found) notFound()
  const t = await getTranslations({ locale, namespace: 'career' })
  const messages = (await getMessages({ locale })) as Messages
  // Plain site addresses: PageShell moves the language switcher's under the microsite prefix itself.
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, careerPath(l, id)]))
  return (
    <PageShell locale={locale} alternates={alternates} microsite={microsite}>
      <article className={styles.page} aria-labelledby="position-heading">
        <p>
          <Link href={careerListHref(locale, microsite)}>← {t('back')}</Link>
        </p>
        <header>
          <h1 id="position-heading" className={styles.heading}>
            {found.name}
          </h1>
          <PositionFacts position={found} locale={locale} />
        </header>
        {found.jobDescriptions.map((d, i) => (
          <section key={i} className={styles.description}>
            <h2>{d.name}</h2>
            {/* The feed's HTML through the allow-list of src/domain/careers/descriptionHtml.ts. */}
            <div dangerouslySetInnerHTML={{ __html: safeDescriptionHtml(d.value) }} />
          </section>
        ))}
        <NextIntlClientProvider messages={pickMessages(messages, [...siteClientNamespaces, 'personio'])}>
          <ApplicationForm positionId={found.id} locale={locale} />
        </NextIntlClientProvider>
      </article>
    </PageShell>
  )
}
