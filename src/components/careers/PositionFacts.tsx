import { getTranslations } from 'next-intl/server'
import type { JobPosition } from '@/domain/careers/jobPosition'
import type { UrlLocale } from '@/i18n/locales'
import styles from './Careers.module.css'

/** Where, which department, how many hours, which contract: what a position's heading does not say. */
export async function PositionFacts({ position, locale }: { position: JobPosition; locale: UrlLocale }) {
  const t = await getTranslations({ locale, namespace: 'career' })
  const known = <K extends 'schedules' | 'employmentTypes'>(group: K, value: string) =>
    t.has(`${group}.${value}` as never) ? t(`${group}.${value}` as never) : value
  const facts = [
    ['office', position.office],
    ['department', position.department],
    ['schedule', position.schedule && known('schedules', position.schedule)],
    ['employment', position.employmentType && known('employmentTypes', position.employmentType)],
  ].filter(([, value]) => value) as [string, string][]
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label as never)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
