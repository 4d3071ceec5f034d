'use client'

import { useTranslations } from 'next-intl'
import type { ShownError } from '@/domain/accountErrors'

/** Turns a ShownError (catalogue key or server text) into the words on screen. */
export function useShownError() {
  const t = useTranslations()
  return (error: ShownError | string | undefined): string | undefined => {
    if (!error) return undefined
    if (typeof error === 'string') return t(error as never)
    return 'key' in error ? t(error.key as never) : error.text
  }
}
