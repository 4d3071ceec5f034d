'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import styles from './styles.module.css'

/** How far the image travels each way, as a share of the band's height (the layer is 120% tall). */
const TRAVEL = 0.1

/**
 * Moves the image layer against the scroll so it drifts slower than the page. Scroll work runs
 * only while the band is on screen, at most once a frame, and never under reduced motion.
 */
export function Parallax({ portraitOnMobile, children }: { portraitOnMobile: boolean; children: ReactNode }) {
  const frameRef = useRef<HTMLDivElement>(null)
  const layerRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const frame = frameRef.current
    const layer = layerRef.current
    if (!frame || !layer || typeof IntersectionObserver === 'undefined' || typeof window.matchMedia !== 'function') return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    let visible = false
    let frameId = 0

    const update = () => {
      frameId = 0
      const rect = frame.getBoundingClientRect()
      const half = window.innerHeight / 2
      // -1 as the band enters at the bottom, 1 as it leaves at the top.
      const progress = Math.max(-1, Math.min(1, (half - (rect.top + rect.height / 2)) / (half + rect.height / 2)))
      layer.style.setProperty('--parallax-y', `${(progress * rect.height * TRAVEL).toFixed(1)}px`)
    }
    const schedule = () => {
      if (!frameId) frameId = requestAnimationFrame(update)
    }
    const stop = () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      cancelAnimationFrame(frameId)
      frameId = 0
    }
    const apply = () => {
      stop()
      if (reduced.matches) layer.style.removeProperty('--parallax-y')
      else if (visible) {
        window.addEventListener('scroll', schedule, { passive: true })
        window.addEventListener('resize', schedule)
        schedule()
      }
    }

    const observer = new IntersectionObserver((entries) => {
      visible = entries.at(-1)?.isIntersecting ?? false
      apply()
    })
    observer.observe(frame)
    reduced.addEventListener('change', apply)
    return () => {
      observer.disconnect()
      reduced.removeEventListener('change', apply)
      stop()
    }
  }, [])

  return (
    <div ref={frameRef} className={portraitOnMobile ? `${styles.frame} ${styles.portrait}` : styles.frame}>
      <div ref={layerRef} className={styles.layer}>
        {children}
      </div>
    </div>
  )
}
