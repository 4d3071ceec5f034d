'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import styles from './Toast.module.css'

/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 5000

export type ToastTone = 'neutral' | 'success' | 'error'
export type ToastOptions = { tone?: ToastTone }

type ToastItem = { id: number; message: string; tone: ToastTone }
type ToastApi = { show: (message: string, options?: ToastOptions) => void }

const ToastContext = createContext<ToastApi | null>(null)

/** Hosts the live region; mount once near the root, inside NextIntlClientProvider. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('ui')
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(0)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (message: string, { tone = 'neutral' }: ToastOptions = {}) => {
      const id = nextId.current++
      setToasts((list) => [...list, { id, message, tone }])
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      )
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])

  const api = useMemo(() => ({ show }), [show])

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Always rendered: a live region must exist before content is added to be announced. */}
      <div role="status" aria-live="polite" aria-label={t('notifications')} className={styles.region}>
        {toasts.map((toast) => (
          <div key={toast.id} className={[styles.toast, styles[toast.tone]].join(' ')}>
            <p className={styles.message}>{toast.message}</p>
            <button type="button" className={styles.dismiss} aria-label={t('dismiss')} onClick={() => dismiss(toast.id)}>
              <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.2" />
              </svg>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}
