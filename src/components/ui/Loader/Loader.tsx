import { useTranslations } from 'next-intl'
import styles from './Loader.module.css'

export type LoaderSize = 's' | 'm' | 'l'

type LoaderProps = {
  size?: LoaderSize
  /** Overrides the default "loading" text read by screen readers. */
  label?: string
  /**
   * Hide from assistive tech when the parent already announces the busy
   * state (e.g. a Button with aria-busy), so it is not read twice.
   */
  decorative?: boolean
  className?: string
}

const sizeClass = { s: styles.s, m: styles.m, l: styles.l } as const

/** Three pulsing dots; static under prefers-reduced-motion. */
export function Loader({ size = 'm', label, decorative = false, className }: LoaderProps) {
  const t = useTranslations('ui')
  const classes = [styles.loader, sizeClass[size], className].filter(Boolean).join(' ')
  const dots = (
    <span className={styles.dots} aria-hidden="true">
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className={styles.dot} />
    </span>
  )

  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        {dots}
      </span>
    )
  }

  return (
    <span role="status" className={classes}>
      {dots}
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </span>
  )
}
