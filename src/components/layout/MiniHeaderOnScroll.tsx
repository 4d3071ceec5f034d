'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { exposeHeaderHeight, FORCE_MINI_HEADER_EVENT, FORCE_MINI_HEADER_MS } from '@/components/layout/miniHeader'

type Props = { className: string; miniClassName: string; children: ReactNode }

/**
 * Adds the mini-header class once the page has scrolled, or for about 1 s when something (an
 * anchor link) asks for it; the header itself stays server-rendered. It also publishes its height
 * as `--header-height` so the sticky nav can stick right below it.
 */
export function MiniHeaderOnScroll({ className, miniClassName, children }: Props) {
  const ref = useRef<HTMLElement>(null)
  const [scrolled, setScrolled] = useState(false)
  const [forced, setForced] = useState(false)

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 40)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onForce = () => {
      setForced(true)
      // A second click restarts the second rather than ending the first one early.
      clearTimeout(timer)
      timer = setTimeout(() => setForced(false), FORCE_MINI_HEADER_MS)
    }
    window.addEventListener(FORCE_MINI_HEADER_EVENT, onForce)
    return () => {
      window.removeEventListener(FORCE_MINI_HEADER_EVENT, onForce)
      clearTimeout(timer)
    }
  }, [])

  useEffect(() => (ref.current ? exposeHeaderHeight(ref.current) : undefined), [])

  const mini = scrolled || forced
  return (
    <header ref={ref} className={mini ? `${className} ${miniClassName}` : className}>
      {children}
    </header>
  )
}
