import { Image } from '@/components/ui/Image/Image'
import type { SearchHit } from '@/domain/search'
import { hitImage, hitSummary, hitTitle } from './searchHits'
import styles from './SearchResults.module.css'

type Props = { hits: readonly SearchHit[]; first: number }

/**
 * The hits of one results page. The title is the link and its ::after covers the card, so the
 * whole card is clickable while the link's name stays short (not image, title and summary read out).
 */
export function SearchResultList({ hits, first }: Props) {
  return (
    <ol className={styles.list} start={first}>
      {hits.map((hit) => {
        const summary = hitSummary(hit)
        return (
          <li key={`${hit.type}:${hit.url}`} className={styles.hit}>
            <Image src={hitImage(hit)} alt="" width={160} height={160} placeholderSize={48} className={styles.image} />
            <div className={styles.text}>
              <h2 className={styles.name}>
                <a className={styles.link} href={hit.url}>
                  {hitTitle(hit)}
                </a>
              </h2>
              {summary ? <p className={styles.summary}>{summary}</p> : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
