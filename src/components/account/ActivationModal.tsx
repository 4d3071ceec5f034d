'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { sendJson } from '@/components/account/accountApi'
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'

type Outcome = 'activated' | 'alreadyActive' | 'invalid'

/** With uid and token in the login page's query, activates the account and says how it went. */
export function ActivationModal({ uid, token }: { uid: string; token: string }) {
  const t = useTranslations('account.activation')
  const [outcome, setOutcome] = useState<Outcome>()
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    void sendJson('POST', '/api/v1/users/activation/', { uid, token }).then(({ status }) =>
      setOutcome(status === 204 ? 'activated' : status === 403 ? 'alreadyActive' : 'invalid'),
    )
  }, [uid, token])

  if (!outcome) return null
  return (
    <Modal open onClose={() => setOutcome(undefined)} title={t(`${outcome}.title`)}>
      <p>{t(`${outcome}.text`)}</p>
      <Button onClick={() => setOutcome(undefined)}>{t('continue')}</Button>
    </Modal>
  )
}
