'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendJson } from '@/components/account/accountApi'
import { useShownError } from '@/components/account/useShownError'
import { Button } from '@/components/ui/Button/Button'
import { TextField } from '@/components/ui/TextField/TextField'
import { forgotSchema, type ForgotForm as Values } from '@/domain/accountForms'
import { FORM_FOCUS, useFocusFirstInvalid } from '@/components/forms/useFocusFirstInvalid'
import styles from './AccountForm.module.css'

export function ForgotForm() {
  const t = useTranslations('account')
  const locale = useLocale()
  const show = useShownError()
  const [done, setDone] = useState(false)
  const [formError, setFormError] = useState<string>()
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' }, ...FORM_FOCUS })

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(undefined)
    const res = await sendJson('POST', '/api/v1/users/reset-password/', { email, language: locale.toUpperCase() })
    if (res.status === 204) return setDone(true)
    const emailError = Array.isArray(res.body.email) ? 'password-forgot.error.email-invalid' : undefined
    setFormError(emailError ? show(emailError) : String(res.body.detail ?? t('genericError')))
  })
  const focus = useFocusFirstInvalid(onSubmit)

  if (done)
    return (
      <p className={styles.success} role="status">
        {t('forgot.success')}
      </p>
    )
  return (
    <form ref={focus.ref} className={styles.form} onSubmit={focus.onSubmit} noValidate>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <TextField label={t('email')} type="email" autoComplete="email" required error={show(formState.errors.email?.message)} {...register('email')} />
      <div className={styles.actions}>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </div>
    </form>
  )
}
