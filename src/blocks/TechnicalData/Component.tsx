import { useTranslations } from 'next-intl'
import type { TechnicalDataBlockView } from '@/blocks/TechnicalData/view'
import { PriceButton } from './PriceButton'
import styles from './styles.module.css'

export function TechnicalData({ block }: { block: TechnicalDataBlockView }) {
  const t = useTranslations('product')
  return (
    <section className={styles.technicalData}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <dl className={styles.rows}>
        {block.rows.map((row) => (
          <div key={row.id} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        {block.mpn ? (
          <div className={styles.row}>
            <dt>{t('articleNumber')}</dt>
            <dd className={styles.mpn}>{block.mpn}</dd>
          </div>
        ) : null}
      </dl>
      {block.showPrice ? <PriceButton mpn={block.mpn} storeSearch={block.storeSearch} requestLink={block.requestLink} /> : null}
    </section>
  )
}
