'use client'

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

/**
 * What the cart holds of each product group, for the service items' maximum (spec 2 §5: "cart
 * quantity plus selection must not exceed maxQuantity"): the cart as the shop loaded it (`known`),
 * plus the lines added on this page since, starting from `initial` until the cart has loaded.
 */
type ShopCartValue = {
  quantityOf: (groupId: string) => number
  /** What the loaded cart holds per group (issue 30): replaces the starting tally, keeps what this page added since. */
  known: (quantities: Record<string, number>) => void
  added: (groupId: string, quantity: number, name: string) => void
  /** Lines added on this page, and the name of the last one (announced by the shop). */
  count: number
  lastAdded: string | null
}

const ShopCartContext = createContext<ShopCartValue | null>(null)

export function ShopCartProvider({ initial = {}, children }: { initial?: Record<string, number>; children: ReactNode }) {
  const [base, setBase] = useState<Record<string, number>>(initial)
  const [addedHere, setAddedHere] = useState<Record<string, number>>({})
  const [count, setCount] = useState(0)
  const [lastAdded, setLastAdded] = useState<string | null>(null)
  const quantityOf = useCallback((groupId: string) => (base[groupId] ?? 0) + (addedHere[groupId] ?? 0), [base, addedHere])
  const known = useCallback((quantities: Record<string, number>) => {
    setBase(quantities)
    // The loaded cart already holds what this page added before it answered.
    setAddedHere({})
  }, [])
  const added = useCallback((groupId: string, quantity: number, name: string) => {
    setAddedHere((q) => ({ ...q, [groupId]: (q[groupId] ?? 0) + quantity }))
    setCount((c) => c + 1)
    setLastAdded(name)
  }, [])
  const value = useMemo(() => ({ quantityOf, known, added, count, lastAdded }), [quantityOf, known, added, count, lastAdded])
  return <ShopCartContext value={value}>{children}</ShopCartContext>
}

export function useShopCart(): ShopCartValue {
  const cart = useContext(ShopCartContext)
  if (!cart) throw new Error('useShopCart() is used outside <ShopCartProvider>: the shop guard provides the cart.')
  return cart
}
