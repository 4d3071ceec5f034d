import { portalPath, type PortalSection } from '@/domain/portal/portalSections'
import styles from './Portal.module.css'

type Props = { locale: string; sections: readonly PortalSection[]; current: PortalSection; label: string; labels: Record<string, string> }

/** The portal's navigation: only the pages the visitor's permissions open. */
export function PortalNav({ locale, sections, current, label, labels }: Props) {
  if (!sections.length) return null
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.navList}>
        {sections.map((s) => (
          <li key={s}>
            <a href={portalPath(locale, s)} className={styles.navLink} aria-current={s === current ? 'page' : undefined}>
              {labels[s]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
