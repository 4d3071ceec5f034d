'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * After a submit, focus goes to the first invalid field in document order — whether the form's
 * rule or the server's 400 made it invalid. react-hook-form's own focusing follows the order the
 * fields were registered in (and knows nothing of fields outside it, like the application's file
 * inputs), which is not always the order on screen; the `aria-invalid` marks our fields carry are.
 * Every form (the public forms' FormFrame, the account forms, the application) wraps its submit
 * handler here and leaves react-hook-form's focusing off.
 */
export function useFocusFirstInvalid<E>(onSubmit: (event: E) => unknown) {
  const ref = useRef<HTMLFormElement>(null)
  // Bumped when a submit has settled; the effect runs once the errors it set are on screen.
  const [settled, setSettled] = useState(0)
  useEffect(() => {
    if (settled) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [settled])
  const submit = async (event: E) => {
    try {
      await onSubmit(event)
    } finally {
      setSettled((n) => n + 1)
    }
  }
  return { ref, onSubmit: submit }
}

/** react-hook-form's options for every form here: focusing the first invalid field is useFocusFirstInvalid's. */
export const FORM_FOCUS = { shouldFocusError: false } as const
