import { useTranslations } from 'next-intl'
import type { Visibility } from '@/domain/visibility'
import styles from './RenderBlocks.module.css'

/** Spec 1 §1: "In editor preview, channel badges W (default) and M (microsite) are shown." */
export function PreviewBadges({ block }: { block: Visibility }) {
  const t = useTranslations('preview')
  const channels = block.channel === 'both' ? (['default', 'microsite'] as const) : [block.channel]
  return (
    <ul className={styles.badges} data-preview-badges="">
      {channels.map((channel) => (
        <li key={channel} className={styles.badge} title={t(channel === 'default' ? 'channelDefault' : 'channelMicrosite')}>
          <span aria-hidden="true">{channel === 'default' ? 'W' : 'M'}</span>
          <span className="visually-hidden">{t(channel === 'default' ? 'channelDefault' : 'channelMicrosite')}</span>
        </li>
      ))}
      {block.device !== 'both' ? <li className={styles.device}>{t(block.device === 'desktop' ? 'deviceDesktop' : 'deviceMobile')}</li> : null}
    </ul>
  )
}

PreviewBadges.Placeholder = function Placeholder() {
  const t = useTranslations('preview')
  return <p className={styles.placeholder}>{t('placeholder')}</p>
}
