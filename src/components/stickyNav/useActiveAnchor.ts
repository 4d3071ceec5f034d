'use client'

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { readHeaderHeight } from '@/components/layout/miniHeader'
import { ANCHOR_SCROLL_DELAY_MS, FORCE_MINI_HEADER_MS, anchorOffset } from '@/domain/stickyNav'

/**
 * The section being read: the last anchor target whose top has passed the anchor line (where a
 * clicked target lands). The observer's root starts 2 px below that line, so a target scrolled
 * exactly onto it counts as passed. Without IntersectionObserver nothing is marked.
 */
export function useActiveAnchor(ids: string[], rootRef: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState<string | null>(null)
  // After a click the clicked anchor stays current while the smooth scroll passes other targets.
  const pinnedUntil = useRef(0)
  const key = ids.join('\n')

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const order = key.split('\n')
    const navHeight = rootRef.current?.closest('nav')?.getBoundingClientRect().height ?? 0
    const line = Math.ceil(anchorOffset({ width: window.innerWidth, navHeight, headerHeight: readHeaderHeight() })) + 2
    const passed = new Map<string, boolean>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) passed.set(entry.target.id, entry.boundingClientRect.top < line)
        if (Date.now() < pinnedUntil.current) return
        let current: string | null = null
        for (const id of order) if (passed.get(id)) current = id
        setActive(current)
      },
      { rootMargin: `-${line}px 0px 0px 0px`, threshold: [0, 1] },
    )
    for (const id of order) {
      const target = document.getElementById(id)
      if (target) observer.observe(target)
    }
    return () => observer.disconnect()
  }, [key, rootRef])

  const pin = useCallback((id: string) => {
    pinnedUntil.current = Date.now() + ANCHOR_SCROLL_DELAY_MS + FORCE_MINI_HEADER_MS
    setActive(id)
  }, [])

  return { active, pin }
}
