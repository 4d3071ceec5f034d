'use client'

import { useEffect, useState, type ReactNode } from 'react'

type Props = { className: string; miniClassName: string; children: ReactNode }

/** Adds the mini-header class once the page has scrolled; the header itself stays server-rendered. */
export function MiniHeaderOnScroll({ className, miniClassName, children }: Props) {
  const [mini, setMini] = useState(false)
  useEffect(() => {
    const onScroll = () => setMini(window.scrollY > 40)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return <header className={mini ? `${className} ${miniClassName}` : className}>{children}</header>
}
