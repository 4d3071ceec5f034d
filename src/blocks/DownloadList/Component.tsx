import { useLocale, useTranslations } from 'next-intl'
import { ContentImage } from '@/components/media/ContentImage'
import { formatFileSize } from '@/domain/fileSize'
import type { DownloadListBlockView } from '@/blocks/DownloadList/view'
import { DownloadButton } from './DownloadButton'
import styles from './styles.module.css'

export function DownloadList({ block }: { block: DownloadListBlockView }) {
  const t = useTranslations('blocks.download')
  const locale = useLocale()
  return (
    <section className={styles.downloadList}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <ul className={styles.items}>
        {block.items.map((item) => {
          const size = formatFileSize(item.filesize, locale)
          const type = fileType(item.filename)
          return (
            <li key={item.id} className={styles.item}>
              <div className={styles.preview}>
                {item.previewImage ? <ContentImage image={item.previewImage} sizes="(min-width: 890px) 160px, 96px" /> : <FileIcon type={type} />}
              </div>
              <div className={styles.text}>
                <h3 className={styles.title}>{item.title1}</h3>
                {item.title2 ? <p className={styles.subtitle}>{item.title2}</p> : null}
                {item.description ? <p className={styles.description}>{item.description}</p> : null}
                <p className={styles.meta}>
                  {type ? `${type} · ` : null}
                  <span className={styles.size}>{size}</span>
                </p>
              </div>
              <DownloadButton url={item.url} filename={item.filename} label={t('label', { title: item.title1, size })} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** "PDF", "ZIP": what the visitor is about to save, read from the file name. */
function fileType(filename: string): string | undefined {
  const match = /\.([a-z0-9]{2,5})$/i.exec(filename)
  return match?.[1].toUpperCase()
}

function FileIcon({ type }: { type?: string }) {
  return (
    <span className={styles.fileIcon} aria-hidden="true">
      <svg viewBox="0 0 48 60" focusable="false">
        <path d="M1 1h32l14 14v44H1z" fill="none" stroke="currentColor" strokeWidth="1" vectorEffect="non-scaling-stroke" />
        <path d="M33 1v14h14" fill="none" stroke="currentColor" strokeWidth="1" vectorEffect="non-scaling-stroke" />
      </svg>
      {type ? <span className={styles.fileType}>{type}</span> : null}
    </span>
  )
}
