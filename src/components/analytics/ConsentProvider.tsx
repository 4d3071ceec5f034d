'use client'

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { CONSENT_STORAGE_KEY, createConsent, parseConsent, serializeConsent, type ConsentState } from '@/domain/consent'

export type ConsentContextValue = {
  /** The visitor's choice; undefined before mount and while undecided. */
  consent: ConsentState | undefined
  /** localStorage has been read. Before that nothing is shown, so the static HTML is the same for everyone. */
  ready: boolean
  /** The settings were reopened (footer link) after a choice had been made. */
  settingsOpen: boolean
  acceptAll: () => void
  necessaryOnly: () => void
  save: (statistics: boolean) => void
  openSettings: () => void
  closeSettings: () => void
}

const noop = () => {}

// Outside a provider nothing is ever tracked and the controls do nothing.
const ConsentContext = createContext<ConsentContextValue>({
  consent: undefined,
  ready: false,
  settingsOpen: false,
  acceptAll: noop,
  necessaryOnly: noop,
  save: noop,
  openSettings: noop,
  closeSettings: noop,
})

export function useConsent(): ConsentContextValue {
  return use(ConsentContext)
}

function readStoredConsent(): ConsentState | undefined {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return undefined // storage disabled
  }
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState<ConsentState | undefined>(undefined)
  const [ready, setReady] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  // The control that reopened the settings gets focus back when they close.
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    setConsent(readStoredConsent())
    setReady(true)
    // A choice made or withdrawn in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) setConsent(readStoredConsent())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const close = useCallback(() => {
    setSettingsOpen(false)
    const target = opener.current
    opener.current = null
    if (target?.isConnected) target.focus()
  }, [])

  const save = useCallback(
    (statistics: boolean) => {
      const next = createConsent(statistics)
      try {
        window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(next))
      } catch {
        // Private mode or full storage: the choice still holds for this page.
      }
      setConsent(next)
      close()
    },
    [close],
  )

  const value = useMemo<ConsentContextValue>(
    () => ({
      consent,
      ready,
      settingsOpen,
      acceptAll: () => save(true),
      necessaryOnly: () => save(false),
      save,
      openSettings: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setSettingsOpen(true)
      },
      closeSettings: close,
    }),
    [consent, ready, settingsOpen, save, close],
  )

  return <ConsentContext value={value}>{children}</ConsentContext>
}
