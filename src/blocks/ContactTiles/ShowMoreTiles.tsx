'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type ReactNode } from 'react'
import styles from './styles.module.css'

/** Spec 1 §4, §9: on mobile only the first 2 tiles show until the show-more toggle is pressed. */
export const MOBILE_TILES_SHOWN = 2

export function ShowMoreTiles({ count, children }: { count: number; children: ReactNode }) {
  const t = useTranslations('blocks.contactTiles')
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  return (
    <>
      <ul id={listId} className={expanded ? `${styles.tiles} ${styles.expanded}` : styles.tiles}>
        {children}
      </ul>
      {count > MOBILE_TILES_SHOWN ? (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('showLess') : t('showMore')}
        </button>
      ) : null}
    </>
  )
}
