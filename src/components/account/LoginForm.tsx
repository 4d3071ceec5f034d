'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendJson } from '@/components/account/accountApi'
import { useShownError } from '@/components/account/useShownError'
import { clearLocalWishlist, readLocalWishlist } from '@/components/wishlist/localWishlist'
import { Button } from '@/components/ui/Button/Button'
import { TextField } from '@/components/ui/TextField/TextField'
import { loginError, safeNext, type ShownError } from '@/domain/accountErrors'
import { loginSchema, type LoginForm as Values } from '@/domain/accountForms'
import { mergeWishlists, type WishlistEntry } from '@/domain/wishlist'
import styles from './AccountForm.module.css'

type Props = { next?: string; defaultTarget: string; forgotHref: string }

/** Moves the visitor's local wishlist onto the profile (no duplicates, earliest date kept). */
async function mergeLocalWishlist() {
  const local = readLocalWishlist()
  if (!local.length) return
  const me = await fetch('/api/v1/users/me/', { credentials: 'same-origin' })
  if (!me.ok) return
  const profile = (await me.json()) as { wishlist?: WishlistEntry[] }
  const saved = await sendJson('PATCH', '/api/v1/users/me/', { wishlist: mergeWishlists(profile.wishlist ?? [], local) })
  if (saved.status === 200) clearLocalWishlist()
}

export function LoginForm({ next, defaultTarget, forgotHref }: Props) {
  const t = useTranslations('account')
  const show = useShownError()
  const [formError, setFormError] = useState<ShownError>()
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined)
    const res = await sendJson('POST', '/api/v1/jwt/create/', values)
    if (res.status !== 200) return setFormError(loginError(res.status, res.body))
    await mergeLocalWishlist().catch(() => {})
    // A full navigation, so server-rendered pages see the new session cookie.
    window.location.assign(safeNext(next) ?? defaultTarget)
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError ? <p className={styles.formError} role="alert">{show(formError)}</p> : null}
      <TextField label={t('email')} type="email" autoComplete="email" required error={show(formState.errors.email?.message)} {...register('email')} />
      <TextField label={t('password')} type="password" autoComplete="current-password" required error={show(formState.errors.password?.message)} {...register('password')} />
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
