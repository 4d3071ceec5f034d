'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendJson } from '@/components/account/accountApi'
import { useShownError } from '@/components/account/useShownError'
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'
import { TextField } from '@/components/ui/TextField/TextField'
import { resetConfirmError, type ShownError } from '@/domain/accountErrors'
import { resetSchema, type ResetForm as Values } from '@/domain/accountForms'
import { FORM_FOCUS, useFocusFirstInvalid } from '@/components/forms/useFocusFirstInvalid'
import styles from './AccountForm.module.css'

type Props = { uid: string; token: string; loginHref: string }

export function ResetForm({ uid, token, loginHref }: Props) {
  const t = useTranslations('account')
  const show = useShownError()
  const [done, setDone] = useState(false)
  const [formError, setFormError] = useState<ShownError>()
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', password_repeat: '' },
    ...FORM_FOCUS,
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(undefined)
    const res = await sendJson('POST', '/api/v1/users/reset-password-confirm/', { uid, token, password })
    if (res.status === 200 || res.status === 204) return setDone(true)
    setFormError(resetConfirmError(res.body))
  })
  const focus = useFocusFirstInvalid(onSubmit)

  return (
    <>
      <form ref={focus.ref} className={styles.form} onSubmit={focus.onSubmit} noValidate>
        {formError ? (
          <p className={styles.formError} role="alert">
            {show(formError)}
          </p>
        ) : null}
        <TextField
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={show(formState.errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('passwordRepeat')}
          type="password"
          autoComplete="new-password"
          required
          error={show(formState.errors.password_repeat?.message)}
          {...register('password_repeat')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('reset.submit')}
          </Button>
        </div>
      </form>
      <Modal open={done} onClose={() => window.location.assign(loginHref)} title={t('reset.successTitle')}>
        <p>{t('reset.successText')}</p>
        <Button href={loginHref}>{t('login.submit')}</Button>
      </Modal>
    </>
  )
}
