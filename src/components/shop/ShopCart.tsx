'use client'

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

/**
 * What the cart holds of each product group, for the service items' maximum (spec 2 §5: "cart
 * quantity plus selection must not exceed maxQuantity"). Until the cart itself is loaded here
 * (the next issue), it counts the lines added on this page, starting from `initial`.
 */
type ShopCartValue = {
  quantityOf: (groupId: string) => number
  added: (groupId: string, quantity: number, name: string) => void
  /** Lines added on this page, and the name of the last one (announced by the shop). */
  count: number
  lastAdded: string | null
}

const ShopCartContext = createContext<ShopCartValue | null>(null)

export function ShopCartProvider({ initial = {}, children }: { initial?: Record<string, number>; children: ReactNode }) {
  const [quantities, setQuantities] = useState<Record<string, number>>(initial)
  const [count, setCount] = useState(0)
  const [lastAdded, setLastAdded] = useState<string | null>(null)
  const quantityOf = useCallback((groupId: string) => quantities[groupId] ?? 0, [quantities])
  const added = useCallback((groupId: string, quantity: number, name: string) => {
    setQuantities((q) => ({ ...q, [groupId]: (q[groupId] ?? 0) + quantity }))
    setCount((c) => c + 1)
    setLastAdded(name)
  }, [])
  const value = useMemo(() => ({ quantityOf, added, count, lastAdded }), [quantityOf, added, count, lastAdded])
  return <ShopCartContext value={value}>{children}</ShopCartContext>
}

export function useShopCart(): ShopCartValue {
  const cart = useContext(ShopCartContext)
  if (!cart) throw new Error('useShopCart() is used outside <ShopCartProvider>: the shop guard provides the cart.')
  return cart
}
