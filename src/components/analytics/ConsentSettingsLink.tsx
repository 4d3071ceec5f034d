'use client'

import { useTranslations } from 'next-intl'
import { useConsent } from './ConsentProvider'

/** The footer's way back to the consent choice: a button, since it opens a panel and goes nowhere. */
export function ConsentSettingsLink({ className }: { className?: string }) {
  const t = useTranslations('consent')
  const { openSettings } = useConsent()
  return (
    <button type="button" className={className} onClick={openSettings}>
      {t('footerLink')}
    </button>
  )
}
