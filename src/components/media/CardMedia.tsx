'use client'

import { useEffect, useRef, useState, type CSSProperties } from 'react'
import type { CardView, ClipView, ImageView } from '@/server/content/types'
import { ContentImage } from './ContentImage'
import styles from './CardMedia.module.css'

const DESKTOP = '(min-width: 890px)'
const MOBILE = '(max-width: 889px)'

type Props = { card: CardView; sizes: string; className?: string }

/**
 * A card's media (spec 1 §3): its video when it has one, else its image. Desktop and mobile
 * variants sit in two CSS-toggled wrappers, so the right one shows before any JavaScript runs.
 */
export function CardMedia({ card, sizes, className }: Props) {
  const root = [styles.media, className].filter(Boolean).join(' ')
  const desktopVideo = card.videoDesktop ?? card.videoMobile
  const mobileVideo = card.videoMobile ?? card.videoDesktop

  if (desktopVideo && mobileVideo) {
    const mobilePoster = card.imageMobile ?? card.imageDesktop
    if (desktopVideo === mobileVideo) {
      return (
        <div className={root}>
          <CardVideo clip={desktopVideo} poster={card.imageDesktop ?? card.imageMobile} sizes={sizes} />
        </div>
      )
    }
    return (
      <div className={root}>
        <div className={styles.desktop}>
          <CardVideo clip={desktopVideo} poster={card.imageDesktop ?? mobilePoster} sizes={sizes} playWhen={DESKTOP} />
        </div>
        <div className={styles.mobile}>
          <CardVideo clip={mobileVideo} poster={mobilePoster} sizes={sizes} playWhen={MOBILE} />
        </div>
      </div>
    )
  }

  if (!card.imageMobile) {
    return (
      <div className={root}>
        <ContentImage image={card.imageDesktop} sizes={sizes} />
      </div>
    )
  }
  return (
    <div className={root}>
      <div className={styles.desktop}>
        <ContentImage image={card.imageDesktop ?? card.imageMobile} sizes={sizes} />
      </div>
      <div className={styles.mobile}>
        <ContentImage image={card.imageMobile} sizes={sizes} />
      </div>
    </div>
  )
}

/**
 * Decorative loop. No autoplay attribute in the server HTML: it would start before we can honour
 * prefers-reduced-motion. preload="none" plus playing only while on screen and in its own
 * breakpoint means the hidden variant and off-screen cards download nothing. The poster is a lazy
 * image under the video rather than its poster attribute, which the browser fetches at once with
 * the page (it competed with the hero image) and also for the hidden breakpoint's variant.
 */
type CardVideoProps = { clip: ClipView; poster?: ImageView; sizes: string; playWhen?: string }

function CardVideo({ clip, poster, sizes, playWhen }: CardVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const video = ref.current
    if (!video || typeof window.matchMedia !== 'function') return
    const breakpoint = playWhen ? window.matchMedia(playWhen) : null
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    let visible = typeof IntersectionObserver === 'undefined'

    const update = () => {
      const on = visible && (breakpoint?.matches ?? true) && !reduced.matches
      setPlaying(on)
      if (on) video.play()?.catch(() => setPlaying(false))
      else video.pause()
    }
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            visible = entries.at(-1)?.isIntersecting ?? false
            update()
          })
    observer?.observe(video)
    breakpoint?.addEventListener('change', update)
    reduced.addEventListener('change', update)
    update()
    return () => {
      observer?.disconnect()
      breakpoint?.removeEventListener('change', update)
      reduced.removeEventListener('change', update)
    }
  }, [playWhen])

  // The clip is cropped like its poster: both keep the poster's focal point in view.
  const ratio = { '--ratio': poster ? `${poster.width} / ${poster.height}` : '16 / 9', ...(poster?.focus ? { '--focus': poster.focus } : {}) } as CSSProperties
  return (
    <div className={styles.videoFrame} style={ratio}>
      {/* Decorative like the video itself: the card's headline says what it shows. */}
      {poster ? <ContentImage image={{ ...poster, alt: '' }} sizes={sizes} className={styles.poster} /> : null}
      <video ref={ref} className={styles.video} src={clip.url} muted loop playsInline autoPlay={playing} preload="none" aria-hidden="true" />
    </div>
  )
}
