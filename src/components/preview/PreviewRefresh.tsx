'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Keeps the editor preview current. In Payload's live-preview frame it announces itself to the
 * admin and re-renders on every document event (save, autosave while typing, publish); opened on
 * its own (the preview link) it re-renders when the editor comes back to the tab.
 */
export function PreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      // Only the admin of this site may trigger a refresh.
      if (event.origin !== origin || event.data?.type !== 'payload-document-event') return
      router.refresh()
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') router.refresh()
    }
    window.addEventListener('message', onMessage)
    document.addEventListener('visibilitychange', onVisible)
    if (window.parent !== window) window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    else window.opener?.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => {
      window.removeEventListener('message', onMessage)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [router])
  return null
}
