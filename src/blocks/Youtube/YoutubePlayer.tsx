'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { YOUTUBE_EMBED_ORIGIN } from '@/domain/embeds'
import playCover from '@/components/media/PlayCover.module.css'
import styles from './styles.module.css'

/**
 * Two-click embed: nothing loads from YouTube (no request, no cookie) before the visitor presses
 * play, and then only from the privacy-enhanced nocookie domain.
 */
export function YoutubePlayer({ title, videoId, cover }: { title: string; videoId: string; cover?: ReactNode }) {
  const t = useTranslations('blocks.youtube')
  const noticeId = useId()
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [loaded, setLoaded] = useState(false)

  // The play button is gone once the player is in; keyboard focus moves on to the player.
  useEffect(() => {
    if (loaded) frameRef.current?.focus()
  }, [loaded])

  return (
    <div className={styles.frame}>
      {loaded ? (
        <iframe
          ref={frameRef}
          className={styles.iframe}
          src={`${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <div className={playCover.cover}>
          {cover}
          <button type="button" className={playCover.play} onClick={() => setLoaded(true)} aria-label={t('play', { title })} aria-describedby={noticeId}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </button>
          <p id={noticeId} className={styles.notice}>
            {t('notice')}
          </p>
        </div>
      )}
    </div>
  )
}
