'use client'

import { useEffect } from 'react'
import { WEBFONT_FACES, WEBFONTS_LOADED_KEY } from './webFonts'

/**
 * A session's first page stays in the metric-adjusted system faces from first paint to last: once it
 * has loaded, the font files (≈ 90 KB) are fetched into the cache without being applied, so they
 * neither compete with the hero image and the scripts nor move any text (swapping them in on the
 * page being read shifted the header and the consent banner: CLS 0.07 at 1280 px). The session's
 * later pages find them in the cache and use them from the first paint. docs/decisions.md, "Webfonts".
 */
export function WebFonts() {
  useEffect(() => {
    if (document.documentElement.dataset.fonts !== 'later' || !document.fonts) return
    const fetchFaces = () => {
      // load() fetches a face the stylesheet declares without drawing any text in it.
      void Promise.all(WEBFONT_FACES.map((face) => document.fonts.load(face))).then(() => {
        try {
          sessionStorage.setItem(WEBFONTS_LOADED_KEY, '1')
        } catch {
          // Storage blocked: the next page defers the fonts again, which costs nothing but the look.
        }
      })
    }
    if (document.readyState === 'complete') {
      fetchFaces()
      return
    }
    window.addEventListener('load', fetchFaces, { once: true })
    return () => window.removeEventListener('load', fetchFaces)
  }, [])
  return null
}
