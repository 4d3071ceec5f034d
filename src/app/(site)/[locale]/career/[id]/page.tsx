import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { ApplicationForm } from '@/components/careers/ApplicationForm'
import { PositionFacts } from '@/components/careers/PositionFacts'
import styles from '@/components/careers/Careers.module.css'
import { PageShell } from '@/components/layout/PageShell'
import { safeDescriptionHtml } from '@/domain/careers/descriptionHtml'
import { careerListPath, careerPath, isPositionId } from '@/domain/careers/jobPosition'
import { pickMessages, siteClientNamespaces } from '@/i18n/clientMessages'
import { urlLocales } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { findPosition } from '@/server/careers/feedClient'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string; id: string }> }

export const dynamic = 'force-dynamic'

async function position(params: Props['params']) {
  const [locale, { id }] = await Promise.all([pageLocale(params), params])
  return { locale, id, position: isPositionId(id) ? await findPosition(locale, id) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { position: found } = await position(params)
  return found ? { title: found.name } : {}
}

/** Spec 3 §2.3: `/{locale}/career/{id}/`, one position of the feed and the application form; an unknown id is a 404. */
export default async function CareerPage({ params }: Props) {
  const { locale, id, position: found } = await position(params)
  if (!found) notFound()
  const t = await getTranslations({ locale, namespace: 'career' })
  const messages = (await getMessages({ locale })) as Messages
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, careerPath(l, id)]))
  return (
    <PageShell locale={locale} alternates={alternates}>
      <article className={styles.page} aria-labelledby="position-heading">
        <p>
          <Link href={careerListPath(locale)}>← {t('back')}</Link>
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
