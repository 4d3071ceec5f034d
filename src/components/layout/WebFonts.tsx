'use client'

import { useEffect } from 'react'
import { WEBFONTS_LOADED_KEY } from './webFonts'

/**
 * Turns the webfonts on once the page has loaded: the five font files (≈ 90 KB) then no longer
 * compete with the hero image and the scripts for a slow connection, and text shows at once in the
 * system face (font-display: swap showed it that way too, only later). docs/decisions.md, "Webfonts".
 */
export function WebFonts() {
  useEffect(() => {
    const root = document.documentElement
    if (root.dataset.fonts !== 'later') return
    const enable = () => {
      delete root.dataset.fonts
      // After the next frame the faces the page uses are loading; `ready` then waits for them.
      requestAnimationFrame(() => {
        void document.fonts?.ready.then(() => {
          try {
            sessionStorage.setItem(WEBFONTS_LOADED_KEY, '1')
          } catch {
            // Storage blocked: the next page defers the fonts again, which costs nothing but the swap.
          }
        })
      })
    }
    if (document.readyState === 'complete') {
      enable()
      return
    }
    window.addEventListener('load', enable, { once: true })
    return () => window.removeEventListener('load', enable)
  }, [])
  return null
}
