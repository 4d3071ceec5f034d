import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PositionFacts } from '@/components/careers/PositionFacts'
import styles from '@/components/careers/Careers.module.css'
import { PageShell } from '@/components/layout/PageShell'
import { careerHref, careerListPath } from '@/domain/careers/jobPosition'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import { listPositions } from '@/server/careers/feedClient'

// Plain site addresses: PageShell moves the language switcher's under the microsite prefix itself.
const alternates = Object.fromEntries(urlLocales.map((l) => [l, careerListPath(l)]))

/**
 * Spec 3 §2.3: `/{locale}/career/`, the open positions of the job feed, each linking to its page. On a
 * jeweller's microsite (`/{locale}/microsite/{slug}/career/`) the shell and the positions' links stay
 * under its prefix (spec 1 §2).
 */
export async function CareerListPage({ locale, microsite }: { locale: UrlLocale; microsite?: string }) {
  const t = await getTranslations({ locale, namespace: 'career' })
  const positions = await listPositions(locale)
  return (
    <PageShell locale={locale} alternates={alternates} microsite={microsite}>
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
                <Link href={careerHref(locale, position.id, microsite)}>{position.name}</Link>
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
