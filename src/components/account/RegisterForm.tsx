'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendJson } from '@/components/account/accountApi'
import { useShownError } from '@/components/account/useShownError'
import { clearLocalWishlist, readLocalWishlist } from '@/components/wishlist/localWishlist'
import { Button } from '@/components/ui/Button/Button'
import { TextField } from '@/components/ui/TextField/TextField'
import { registrationErrors } from '@/domain/accountErrors'
import { registerSchema, type RegisterForm as Values } from '@/domain/accountForms'
import { unknownArticlesIn } from '@/domain/wishlist'
import { FORM_FOCUS, useFocusFirstInvalid } from '@/components/forms/useFocusFirstInvalid'
import styles from './AccountForm.module.css'

export function RegisterForm() {
  const t = useTranslations('account')
  const locale = useLocale()
  const show = useShownError()
  const [done, setDone] = useState(false)
  const [otherError, setOtherError] = useState<string>()
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', password_repeat: '' },
    ...FORM_FOCUS,
  })

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setOtherError(undefined)
    const wishlist = readLocalWishlist()
    const send = (entries: typeof wishlist) => sendJson('POST', '/api/v1/users/', { email, password, language: locale.toUpperCase(), wishlist: entries })
    let res = await send(wishlist)
    // A saved piece that is no longer published must not block the registration: send the rest.
    const unknown = unknownArticlesIn(res.body)
    if (res.status === 400 && unknown.length && Object.keys(res.body).length === 1) res = await send(wishlist.filter((e) => !unknown.includes(e.article)))
    if (res.status === 201) {
      // The wishlist now lives on the new profile.
      clearLocalWishlist()
      return setDone(true)
    }
    const mapped = registrationErrors(res.body)
    if (mapped.email) setError('email', { message: 'key' in mapped.email ? mapped.email.key : mapped.email.text })
    if (mapped.password) setError('password', { message: 'key' in mapped.password ? mapped.password.key : mapped.password.text })
    if (!mapped.email && !mapped.password) setOtherError(String(res.body.detail ?? t('genericError')))
  })
  const focus = useFocusFirstInvalid(onSubmit)

  if (done)
    return (
      <p className={styles.success} role="status">
        {t('register.success')}
      </p>
    )
  return (
    <form ref={focus.ref} className={styles.form} onSubmit={focus.onSubmit} noValidate>
      {otherError ? (
        <p className={styles.formError} role="alert">
          {otherError}
        </p>
      ) : null}
      <TextField label={t('email')} type="email" autoComplete="email" required error={show(formState.errors.email?.message)} {...register('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.passwordHint')}
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
          {t('register.submit')}
        </Button>
      </div>
    </form>
  )
}
