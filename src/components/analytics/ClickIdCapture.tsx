'use client'
import { useEffect } from 'react'
import { captureClickIds } from '@/domain/clickIds'

/**
 * Keeps a landing URL's ad click ids for the forms. First-party only: the ids leave the browser
 * solely inside a form the visitor sends (docs/decisions.md, "Click ids").
 */
export function ClickIdCapture() {
  useEffect(() => {
    try {
      captureClickIds(window.location.search, window.localStorage)
    } catch {
      // Storage can be blocked (private modes); forms then send empty ids.
    }
  }, [])
  return null
}
