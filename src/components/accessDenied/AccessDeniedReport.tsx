'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'

export const ACCESS_DENIED_REPORT_URL = '/api/next/access-denied/'

function localStorageWorks(): boolean {
  try {
    const key = '__maison_probe__'
    window.localStorage.setItem(key, '1')
    window.localStorage.removeItem(key)
    return true
  } catch {
    return false
  }
}

/**
 * Spec 3 §2.5, §3: gathers the access-denied details (timestamp, user agent, cookies and local
 * storage enabled) and reports them once; the server adds the session token's id from the cookie
 * it can read and this page cannot, and logs them as an error. Shows the moment, which support
 * can find the log line by.
 */
export function AccessDeniedReport() {
  const t = useTranslations('accessDenied')
  const [time, setTime] = useState<string>()
  useEffect(() => {
    const timestamp = new Date().toISOString()
    setTime(new Date(timestamp).toLocaleString(document.documentElement.lang || undefined))
    const from = new URLSearchParams(window.location.search).get('from') ?? document.referrer
    void fetch(ACCESS_DENIED_REPORT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
      body: JSON.stringify({
        timestamp,
        user_agent: navigator.userAgent,
        cookies_enabled: navigator.cookieEnabled,
        local_storage_enabled: localStorageWorks(),
        from,
      }),
    }).catch(() => {})
  }, [])
  return time ? <p data-testid="access-denied-reference">{t('reference', { time })}</p> : null
}
