'use client'

import { useTranslations } from 'next-intl'

/** A form message on screen: catalogue keys (the rules' and the server's) translated, other server texts as given. */
export function useShownMessage() {
  const t = useTranslations()
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined
    return t.has(message as never) ? t(message as never) : message
  }
}
