'use client'

import { useEffect, useRef, useState } from 'react'
import { announceCartChange } from '@/components/cart/cartApi'
import { addLineItem, type Answer } from '@/components/shop/commerceApi'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { useShopCart } from '@/components/shop/ShopCart'
import { lineItemErrors, type LineItemErrors } from '@/domain/shop/lineItemErrors'
import { LIMITATION_NUMBER_TAKEN } from '@/domain/trade/limitationNumber'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'

/** Spec 2 §4/§9: after a successful add the card closes after 1 s and the selection resets. */
export const ADD_TO_CART_CLOSE_MS = 1000

export type AddPhase = 'idle' | 'sending' | 'added'
export type AddResult =
  | { kind: 'added' }
  | { kind: 'taken' }
  | { kind: 'busy' }
  | { kind: 'invalid'; errors: LineItemErrors }
  | { kind: 'sold-out' }
  | { kind: 'failed' }
  | { kind: 'expired' }

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The add-to-cart call of one card. On success the +1 marker shows (not with reduced motion), and
 * after ADD_TO_CART_CLOSE_MS `onDone` resets and closes the card. `send` replaces the add: the cart's
 * editor of a line saves its changed configuration with it (issue 33), answered and refused alike.
 */
export function useAddToCart(
  group: ProductGroup,
  {
    onDone,
    onSoldOut,
    onAdded,
    send,
  }: {
    onDone: () => void
    onSoldOut: () => void
    /** The line as the server answered it (its reserved number). */
    onAdded?: (line: unknown) => void
    /** Saves the line another way than adding it (a changed line of the cart); no new line is counted then. */
    send?: (quantity: number, selection: Selection) => Promise<Answer>
  },
) {
  const session = useCommerceSession()
  const cart = useShopCart()
  const [phase, setPhase] = useState<AddPhase>('idle')
  const [marker, setMarker] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  })

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  async function add(quantity: number, selection: Selection): Promise<AddResult> {
    // The button stays focusable while sending and after an add (aria-disabled): a second press is ignored, not an error.
    if (phase !== 'idle') return { kind: 'busy' }
    setPhase('sending')
    let answer: { status: number; body: unknown }
    try {
      answer = send ? await send(quantity, selection) : await addLineItem({ article_group_id: group.uuid, quantity, selection })
    } catch {
      setPhase('idle')
      return { kind: 'failed' }
    }
    if (answer.status === 201 || answer.status === 200) {
      if (!send) cart.added(group.uuid, quantity, group.name)
      onAdded?.(answer.body)
      announceCartChange()
      setPhase('added')
      setMarker(!send && !prefersReducedMotion())
      timer.current = setTimeout(() => {
        timer.current = null
        setPhase('idle')
        setMarker(false)
        done.current()
      }, ADD_TO_CART_CLOSE_MS)
      return { kind: 'added' }
    }
    setPhase('idle')
    if (answer.status === 400) return { kind: 'invalid', errors: lineItemErrors(answer.body) }
    // The limitation number chosen was taken meanwhile (limitationNumber.ts): the card stays, with the list refreshed.
    if (answer.status === 409 && (answer.body as { detail?: unknown } | null)?.detail === LIMITATION_NUMBER_TAKEN) return { kind: 'taken' }
    if (answer.status === 409) {
      onSoldOut()
      return { kind: 'sold-out' }
    }
    if (answer.status === 401) {
      session.expire()
      return { kind: 'expired' }
    }
    return { kind: 'failed' }
  }

  return { phase, marker, add }
}
