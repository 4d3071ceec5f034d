'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { StoreSession } from '@/domain/shop/shopGuard'
import type { MetaType } from '@/domain/trade/metaTypes'

/**
 * The store the shop orders for, given by the guard (ShopGate) once commerce authentication holds.
 * The guarded components read it with useCommerceSession(); outside the guard there is no store,
 * and guessing one would show prices of the wrong currency, so the hook throws (spec 2 §8).
 */
type CommerceSessionValue = StoreSession & {
  /** The kinds of line the user may order at this store (issue 33): the shop offers order forms for these only. */
  orderable: readonly MetaType[]
  /** The stores the user may switch to (more than one: the chooser is offered again). */
  canChangeStore: boolean
  changeStore: () => void
  /** The chooser was just left with "Abbrechen": "Standort wechseln" takes the focus back. */
  backFromChooser: boolean
  /** The commerce token was refused (expired): back to the guard's decision. */
  expire: () => void
}

const CommerceSessionContext = createContext<CommerceSessionValue | null>(null)

export function CommerceSessionProvider({ value, children }: { value: CommerceSessionValue; children: ReactNode }) {
  return <CommerceSessionContext value={value}>{children}</CommerceSessionContext>
}

export function useCommerceSession(): CommerceSessionValue {
  const session = useContext(CommerceSessionContext)
  if (!session) throw new Error('useCommerceSession() is used outside <CommerceSessionProvider>: only the shop guard (ShopGate) knows the store.')
  return session
}
