'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState, type CSSProperties, type PointerEvent } from 'react'
import { ContentImage } from '@/components/media/ContentImage'
import type { SlideView } from '@/blocks/ImageSlideshow/view'
import type { ImageView } from '@/server/content/types'
import styles from './styles.module.css'

const SWIPE_PX = 40
const SIZES = '(min-width: 1240px) 1200px, 100vw'

const ratio = (image?: ImageView) => (image ? `${image.width} / ${image.height}` : '3 / 2')

/** One image at a time (APG carousel pattern, no auto-rotation); the desktop break is 889 px. */
export function Slideshow({ label, slides }: { label?: string; slides: SlideView[] }) {
  const t = useTranslations('blocks.slideshow')
  const [index, setIndex] = useState(0)
  const [moved, setMoved] = useState(false)
  const prevRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const swipeStart = useRef<number | null>(null)
  const count = slides.length
  const last = count - 1

  const go = (to: number) => {
    const next = Math.min(Math.max(to, 0), last)
    setIndex(next)
    setMoved(true)
    // The pressed arrow is about to be disabled; hand focus to the other one rather than the page.
    if (next === last && document.activeElement === nextRef.current) prevRef.current?.focus()
    if (next === 0 && document.activeElement === prevRef.current) nextRef.current?.focus()
  }

  // Touch and pen only: mouse users have the arrows, and a mouse drag would fight image dragging.
  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.pointerType === 'mouse' ? null : e.clientX
  }
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return
    const dx = e.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(dx) >= SWIPE_PX) go(index + (dx < 0 ? 1 : -1))
  }

  // The first slide sets the frame for all, so changing slides never changes the height.
  const [first] = slides
  const vars = {
    '--ratio-desktop': ratio(first?.imageDesktop ?? first?.imageMobile),
    '--ratio-mobile': ratio(first?.imageMobile ?? first?.imageDesktop),
  } as CSSProperties

  return (
    <div role="region" aria-roledescription={t('roleDescription')} aria-label={label || t('roleDescription')} className={styles.slideshow}>
      <div
        className={moved ? `${styles.stage} ${styles.moved}` : styles.stage}
        style={vars}
        aria-live="polite"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null
        }}
      >
        {slides.map((slide, i) => (
          <figure key={slide.id} role="group" aria-label={t('slide', { index: i + 1, count })} hidden={i !== index} className={styles.slide}>
            <div className={styles.frame}>
              {slide.imageMobile ? (
                <>
                  <div className={styles.desktop}>
                    <ContentImage image={slide.imageDesktop ?? slide.imageMobile} sizes={SIZES} className={styles.image} />
                  </div>
                  <div className={styles.mobile}>
                    <ContentImage image={slide.imageMobile} sizes={SIZES} className={styles.image} />
                  </div>
                </>
              ) : (
                <ContentImage image={slide.imageDesktop} sizes={SIZES} className={styles.image} />
              )}
            </div>
            {slide.caption ? <figcaption className={styles.caption}>{slide.caption}</figcaption> : null}
          </figure>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button ref={prevRef} type="button" className={styles.arrow} onClick={() => go(index - 1)} disabled={index === 0} aria-label={t('previous')}>
            <span aria-hidden="true">←</span>
          </button>
          <span className={styles.counter} aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button ref={nextRef} type="button" className={styles.arrow} onClick={() => go(index + 1)} disabled={index === last} aria-label={t('next')}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
