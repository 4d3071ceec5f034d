'use client'

import { useEffect } from 'react'

/** What fades in: the headings and images of every block but the first (the largest paint is never delayed). */
const SELECTOR = '[data-block]:not(:first-child) :is(h2, h3, img, video)'

/**
 * Slow, subtle reveals (issue 31): headings and images that start below the fold fade and rise a
 * little as they come into view. Only elements the visitor has not seen yet are hidden, so nothing on
 * screen flickers; opacity and transform move nothing else (no layout shift); with
 * prefers-reduced-motion, or without JavaScript, everything simply stands there.
 */
export function Reveal() {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const below = [...document.querySelectorAll<HTMLElement>(SELECTOR)].filter((el) => el.getBoundingClientRect().top > window.innerHeight)
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          ;(entry.target as HTMLElement).dataset.reveal = 'in'
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    for (const el of below) {
      el.dataset.reveal = 'pending'
      observer.observe(el)
    }
    return () => {
      observer.disconnect()
      for (const el of below) delete el.dataset.reveal
    }
  }, [])
  return null
}
