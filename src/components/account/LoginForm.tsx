'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendJson } from '@/components/account/accountApi'
import { useShownError } from '@/components/account/useShownError'
import { mergeLocalIntoProfile } from '@/components/wishlist/useWishlist'
import { Button } from '@/components/ui/Button/Button'
import { TextField } from '@/components/ui/TextField/TextField'
import { loginError, safeNext, type ShownError } from '@/domain/accountErrors'
import { loginSchema, type LoginForm as Values } from '@/domain/accountForms'
import { FORM_FOCUS, useFocusFirstInvalid } from '@/components/forms/useFocusFirstInvalid'
import styles from './AccountForm.module.css'

type Props = { next?: string; defaultTarget: string; forgotHref: string }

export function LoginForm({ next, defaultTarget, forgotHref }: Props) {
  const t = useTranslations('account')
  const show = useShownError()
  const [formError, setFormError] = useState<ShownError>()
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    ...FORM_FOCUS,
  })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined)
    const res = await sendJson('POST', '/api/v1/jwt/create/', values)
    if (res.status !== 200) return setFormError(loginError(res.status, res.body))
    // Issue 6: the local wishlist joins the profile (no duplicates, earliest date) and is cleared.
    // Should this fail, the next page merges it (the wishlist store does the same on sign-in).
    await mergeLocalIntoProfile().catch(() => false)
    // A full navigation, so server-rendered pages see the new session cookie.
    window.location.assign(safeNext(next) ?? defaultTarget)
  })
  const focus = useFocusFirstInvalid(onSubmit)

  return (
    <form ref={focus.ref} className={styles.form} onSubmit={focus.onSubmit} noValidate>
      {formError ? (
        <p className={styles.formError} role="alert">
          {show(formError)}
        </p>
      ) : null}
      <TextField label={t('email')} type="email" autoComplete="email" required error={show(formState.errors.email?.message)} {...register('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        error={show(formState.errors.password?.message)}
        {...register('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
        <a className={styles.link} href={forgotHref}>
          {t('login.forgot')}
        </a>
      </div>
    </form>
  )
}
