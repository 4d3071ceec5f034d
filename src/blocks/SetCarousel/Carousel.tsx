'use client'

import { useTranslations } from 'next-intl'
import { Children, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { cardSliderGapVar, sliderState, slidesPerView } from '@/domain/cardSlider'
import styles from './styles.module.css'

/**
 * The pieces of a set: 1 card per view, 2 from 890 px, 3 from 1240 px. The track is a native
 * scroll-snap strip, so it swipes on touch, works without JavaScript and scrolls a card into view
 * when it receives keyboard focus; the arrows only move that scroll position.
 */
export function Carousel({ children, label }: { children: ReactNode; label: string }) {
  const t = useTranslations('blocks.setCarousel')
  const count = Children.count(children)
  const trackRef = useRef<HTMLUListElement>(null)
  const [perView, setPerView] = useState<number | null>(null)
  const [index, setIndex] = useState(0)

  useEffect(() => {
    const update = () => setPerView(slidesPerView(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])

  // Swipes and focus move the strip too; read the position back once scrolling has settled.
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    let timer: number | undefined
    const settle = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setIndex(indexAt(track)), 120)
    }
    track.addEventListener('scroll', settle, { passive: true })
    return () => {
      window.clearTimeout(timer)
      track.removeEventListener('scroll', settle)
    }
  }, [])

  const state = sliderState(count, perView ?? 1, index)

  function go(to: number) {
    const next = sliderState(count, perView ?? 1, to).index
    setIndex(next)
    const track = trackRef.current
    const slides = Array.from(track?.children ?? []) as HTMLElement[]
    // scroll-behavior in the CSS makes this smooth, and instant under reduced motion.
    if (track && slides[next]) track.scrollTo?.({ left: slides[next].offsetLeft - slides[0].offsetLeft })
  }

  // Before hydration the CSS alone hides the arrows where every card fits (data-count), so nothing moves.
  const showArrows = count > 1 && (perView === null || state.enabled)

  return (
    <div
      className={styles.carousel}
      style={cardSliderGapVar as CSSProperties}
      role="region"
      aria-roledescription={t('roleDescription')}
      aria-label={label || undefined}
      data-count={Math.min(count, 4)}
    >
      <ul ref={trackRef} className={styles.track}>
        {children}
      </ul>
      {showArrows ? (
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} onClick={() => go(state.index - 1)} disabled={state.prevDisabled} aria-label={t('previous')}>
            <svg className={styles.arrowIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M20 12H4m6-6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="1.1" />
            </svg>
          </button>
          <button type="button" className={styles.arrow} onClick={() => go(state.index + 1)} disabled={state.nextDisabled} aria-label={t('next')}>
            <svg className={styles.arrowIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 12h16m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.1" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** The first card in view; at the far end, the last position (the final cards may not fill a step). */
function indexAt(track: HTMLElement): number {
  if (track.scrollLeft >= track.scrollWidth - track.clientWidth - 1) return Number.MAX_SAFE_INTEGER
  const [first, second] = Array.from(track.children) as HTMLElement[]
  const step = second && first ? second.offsetLeft - first.offsetLeft : 0
  return step > 0 ? Math.round(track.scrollLeft / step) : 0
}
