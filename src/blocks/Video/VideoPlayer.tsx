'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { ClipView } from '@/server/content/types'
import playCover from '@/components/media/PlayCover.module.css'
import styles from './styles.module.css'

type Props = {
  title: string
  desktop: ClipView
  mobile?: ClipView
  posterUrl?: string
  autoplay: boolean
  loop: boolean
  /** The poster image, rendered by the server component. */
  cover?: ReactNode
}

type Mode = 'cover' | 'autoplay' | 'playing'

/** Spec: "cover play button until played; autoplay starts muted." */
export function VideoPlayer({ title, desktop, mobile, posterUrl, autoplay, loop, cover }: Props) {
  const t = useTranslations('blocks.video')
  const ref = useRef<HTMLVideoElement>(null)
  // No src in the server HTML: only the client knows which of the two files fits the screen.
  const [src, setSrc] = useState<string>()
  const [mode, setMode] = useState<Mode>(autoplay ? 'autoplay' : 'cover')

  useEffect(() => {
    const query = (q: string) => typeof window.matchMedia === 'function' && window.matchMedia(q).matches
    // Picked once: switching files on resize would restart a running video.
    setSrc((mobile && query('(max-width: 889px)') ? mobile : desktop).url)
    if (autoplay && query('(prefers-reduced-motion: reduce)')) setMode('cover')
  }, [autoplay, desktop, mobile])

  const play = () => {
    setMode('playing')
    // Called inside the click so mobile browsers count it as the visitor's gesture.
    ref.current?.play()?.catch(() => {})
  }

  // The play button disappears with the cover; keep keyboard focus on the player it revealed.
  useEffect(() => {
    if (mode === 'playing') ref.current?.focus()
  }, [mode])

  return (
    <div className={mobile ? `${styles.frame} ${styles.hasMobile}` : styles.frame}>
      <video
        ref={ref}
        className={styles.player}
        src={src}
        poster={posterUrl}
        aria-label={title}
        controls={mode !== 'cover'}
        muted={mode === 'autoplay'}
        autoPlay={mode === 'autoplay'}
        loop={loop}
        playsInline
        preload={mode === 'autoplay' ? 'auto' : 'none'}
        tabIndex={-1}
      />
      {mode === 'cover' ? (
        <div className={playCover.cover}>
          {cover}
          <button type="button" className={playCover.play} onClick={play} aria-label={t('play', { title })}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  )
}
