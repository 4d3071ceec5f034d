'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { StatusMessage } from '@/components/layout/StatusMessage'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error')
  const locale = useLocale()
  useEffect(() => {
    // The digest links this screen to the server log entry.
    window.dispatchEvent(new CustomEvent('maison:error', { detail: { digest: error.digest } }))
  }, [error])
  return (
    <StatusMessage title={t('title')} text={t('text')} linkHref={`/${locale}/`} linkLabel={t('home')}>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </StatusMessage>
  )
}
