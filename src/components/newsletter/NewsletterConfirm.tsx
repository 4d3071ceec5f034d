'use client'
import { useEffect, useRef, useState } from 'react'
import { trackNewsletterOptIn } from '@/components/analytics/Analytics'
import { Loader } from '@/components/ui/Loader/Loader'
import styles from './NewsletterConfirm.module.css'

export type ConfirmTexts = { loading: string; successTitle: string; successText: string; failureTitle: string; failureText: string; home: string }
type State = 'LOADING' | 'SUCCESS' | 'FAILURE'

/**
 * Spec 1 §4: LOADING, then SUCCESS on 200 or FAILURE on any other status or a missing uuid.
 * The confirmation is sent once, even when React runs the effect twice; a link opened again is
 * SUCCESS too (the subscription stands), without a second opt-in event.
 */
export function NewsletterConfirm({ uuid, texts, homeHref }: { uuid: string | undefined; texts: ConfirmTexts; homeHref: string }) {
  const [state, setState] = useState<State>(uuid ? 'LOADING' : 'FAILURE')
  const sent = useRef(false)

  useEffect(() => {
    if (!uuid || sent.current) return
    sent.current = true
    fetch(`/api/v1/forms/${encodeURIComponent(uuid)}/newsletter-subscribe-confirm/`, { method: 'POST' })
      .then(async (res) => {
        setState(res.status === 200 ? 'SUCCESS' : 'FAILURE')
        // The opt-in is tracked once: a link opened again answers `already-confirmed`.
        if (res.status === 200 && (await res.json().catch(() => null))?.detail === 'confirmed') trackNewsletterOptIn()
      })
      .catch(() => setState('FAILURE'))
  }, [uuid])

  return (
    <div className={styles.confirm} data-state={state} aria-live="polite" aria-busy={state === 'LOADING'}>
      {state === 'LOADING' ? (
        <Loader size="l" label={texts.loading} />
      ) : (
        <>
          <h1 className={styles.title}>{state === 'SUCCESS' ? texts.successTitle : texts.failureTitle}</h1>
          <p className={styles.text}>{state === 'SUCCESS' ? texts.successText : texts.failureText}</p>
          <a className={styles.home} href={homeHref}>
            {texts.home}
          </a>
        </>
      )}
    </div>
  )
}
