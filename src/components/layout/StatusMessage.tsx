import type React from 'react'
import styles from './StatusMessage.module.css'

type Props = { title: string; text: string; linkHref: string; linkLabel: string; children?: React.ReactNode }

/** The quiet full-width message of the 404 and error pages. */
export function StatusMessage({ title, text, linkHref, linkLabel, children }: Props) {
  return (
    <section className={styles.status}>
      <h1>{title}</h1>
      <p>{text}</p>
      <div className={styles.actions}>
        {children}
        <a href={linkHref}>{linkLabel}</a>
      </div>
    </section>
  )
}
