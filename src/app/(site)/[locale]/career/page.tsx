import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PositionFacts } from '@/components/careers/PositionFacts'
import styles from '@/components/careers/Careers.module.css'
import { PageShell } from '@/components/layout/PageShell'
import { careerListPath, careerPath } from '@/domain/careers/jobPosition'
import { urlLocales } from '@/i18n/locales'
import { listPositions } from '@/server/careers/feedClient'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string }> }

// Read from the job feed on each visit: HR's changes (or Personio's) show at once.
export const dynamic = 'force-dynamic'

const alternates = Object.fromEntries(urlLocales.map((l) => [l, careerListPath(l)]))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'career' })
  return { title: t('title'), description: t('intro') }
}

/** Spec 3 §2.3: `/{locale}/career/`, the open positions of the job feed, each linking to its page. */
export default async function CareerListPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'career' })
  const positions = await listPositions(locale)
  return (
    <PageShell locale={locale} alternates={alternates}>
      <section className={styles.page} aria-labelledby="career-heading">
        <header>
          <h1 id="career-heading" className={styles.heading}>
            {t('title')}
          </h1>
          <p className={styles.intro}>{t('intro')}</p>
        </header>
        {positions.length ? (
          <ul className={styles.list} aria-label={t('list')}>
            {positions.map((position) => (
              <li key={position.id} className={styles.item}>
                <Link href={careerPath(locale, position.id)}>{position.name}</Link>
                <PositionFacts position={position} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('empty')}</p>
        )}
      </section>
    </PageShell>
  )
}
