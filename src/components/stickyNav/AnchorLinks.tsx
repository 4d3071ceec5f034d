'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react'
import { forceMiniHeader } from '@/components/layout/miniHeader'
import { sliderState } from '@/domain/cardSlider'
import { ANCHOR_SCROLL_DELAY_MS, STICKY_NAV_MOBILE_MAX_PX, anchorSliderStep, type StickyAnchor } from '@/domain/stickyNav'
import { scrollToAnchor } from './scrollToAnchor'
import styles from './StickyNav.module.css'
import { useActiveAnchor } from './useActiveAnchor'

/**
 * The page's anchor links. Plain `#id` links, so they work before and without JavaScript; with it a
 * click forces the mini header at once and scrolls after 200 ms, once the header has shrunk. On
 * mobile (≤ 889 px) the links become a slider of 1 (2 from 480 px) links per step.
 */
export function AnchorLinks({ anchors }: { anchors: StickyAnchor[] }) {
  const t = useTranslations('blocks.stickyNav')
  const rootRef = useRef<HTMLDivElement>(null)
  const prevRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // null until mounted: the server cannot know the width, CSS lays out the first paint.
  const [width, setWidth] = useState<number | null>(null)
  const [index, setIndex] = useState(0)
  const { active, pin } = useActiveAnchor(
    anchors.map((anchor) => anchor.id),
    rootRef,
  )

  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  useEffect(() => () => clearTimeout(scrollTimer.current), [])

  const perView = anchorSliderStep(width ?? 0)
  const slider = width !== null && width <= STICKY_NAV_MOBILE_MAX_PX
  const state = sliderState(anchors.length, perView, index)

  // A link that gets focus, or becomes the current section, is slid into view.
  const reveal = (i: number) => {
    if (i < state.index) setIndex(i)
    else if (i >= state.index + perView) setIndex(i - perView + 1)
  }
  const activeIndex = anchors.findIndex((anchor) => anchor.id === active)
  useEffect(() => {
    if (activeIndex >= 0) reveal(activeIndex)
    // Only a change of section moves the slider, not the visitor's own arrow presses.
  }, [activeIndex])

  const step = (direction: 1 | -1) => {
    const to = Math.min(Math.max(0, state.index + direction * perView), state.lastIndex)
    setIndex(to)
    // The arrow is about to be disabled, which would drop focus to <body>: hand it to the other one.
    if (to === (direction > 0 ? state.lastIndex : 0)) (direction > 0 ? prevRef : nextRef).current?.focus()
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = document.getElementById(id)
    // A headline limited to the other device is display: none here; its top would be 0.
    if (!target || target.checkVisibility?.() === false) return
    event.preventDefault()
    forceMiniHeader()
    pin(id)
    clearTimeout(scrollTimer.current)
    scrollTimer.current = setTimeout(() => {
      const navHeight = rootRef.current?.closest('nav')?.getBoundingClientRect().height ?? 0
      scrollToAnchor(target, navHeight)
    }, ANCHOR_SCROLL_DELAY_MS)
  }

  return (
    <div
      ref={rootRef}
      className={styles.anchors}
      data-slider={slider}
      data-enabled={slider && state.enabled}
      style={{ '--slide-index': state.index } as CSSProperties}
    >
      <button ref={prevRef} type="button" className={styles.arrow} onClick={() => step(-1)} disabled={state.prevDisabled} aria-label={t('previous')}>
        <span aria-hidden="true">‹</span>
      </button>
      <div
        className={styles.viewport}
        onScroll={
          slider
            ? (event) => {
                event.currentTarget.scrollLeft = 0
              }
            : undefined
        }
      >
        <ul className={styles.list}>
          {anchors.map((anchor, i) => (
            <li key={anchor.id}>
              <a
                className={styles.link}
                href={`#${anchor.id}`}
                aria-current={active === anchor.id ? 'location' : undefined}
                onClick={(event) => onClick(event, anchor.id)}
                onFocus={() => reveal(i)}
              >
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <button ref={nextRef} type="button" className={styles.arrow} onClick={() => step(1)} disabled={state.nextDisabled} aria-label={t('next')}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  )
}
