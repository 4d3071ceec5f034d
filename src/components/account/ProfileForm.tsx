'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendJson } from '@/components/account/accountApi'
import { useShownError } from '@/components/account/useShownError'
import { Button } from '@/components/ui/Button/Button'
import { CountrySelect } from '@/components/ui/CountrySelect/CountrySelect'
import { Select } from '@/components/ui/Select/Select'
import { TextField } from '@/components/ui/TextField/TextField'
import { firstMessages } from '@/domain/accountErrors'
import type { CountryOption } from '@/domain/countries/countries'
import { profileSchema, type ProfileForm as Values } from '@/domain/accountForms'
import { apiLanguages, genders, titles } from '@/domain/profile'
import { localeLabels, type DataLocale } from '@/i18n/locales'
import { FORM_FOCUS, useFocusFirstInvalid } from '@/components/forms/useFocusFirstInvalid'
import styles from './AccountForm.module.css'

type Props = { email: string; initial: Values; countries: readonly CountryOption[] }

const textFields = [
  ['address_street', 'address_number'],
  ['address_zip_code', 'address_city'],
  ['address_state'],
  ['phone_mobile', 'phone_private'],
  ['phone_business'],
] as const

export function ProfileForm({ email, initial, countries }: Props) {
  const t = useTranslations('account')
  const locale = useLocale()
  const show = useShownError()
  const [saved, setSaved] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [loggingOut, setLoggingOut] = useState(false)
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(profileSchema), defaultValues: initial, ...FORM_FOCUS })

  const error = (field: keyof Values) => show(formState.errors[field]?.message) ?? serverErrors[field]
  // The saved value is in the server-rendered HTML too, so fields are never blank before hydration.
  const field = (name: keyof Values) => ({ defaultValue: initial[name], error: error(name), ...register(name) })

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false)
    setServerErrors({})
    const res = await sendJson('PATCH', '/api/v1/users/me/', values)
    if (res.status === 200) return setSaved(true)
    if (res.status === 401) return window.location.assign(`/${locale}/account/login/?next=${encodeURIComponent(window.location.pathname)}`)
    setServerErrors(firstMessages(res.body))
  })
  const focus = useFocusFirstInvalid(onSubmit)

  const logout = async () => {
    setLoggingOut(true)
    await sendJson('POST', '/api/v1/token/logout/').catch(() => undefined)
    // The home page of the language the visitor is using, not the default language's.
    window.location.assign(`/${locale}/`)
  }

  return (
    <form ref={focus.ref} className={styles.form} onSubmit={focus.onSubmit} noValidate>
      {saved ? (
        <p className={styles.success} role="status">
          {t('profile.saved')}
        </p>
      ) : null}
      <TextField label={t('email')} name="email" value={email} readOnly />
      <div className={styles.row}>
        {locale === 'ja' ? null : (
          <Select
            label={t('profile.title')}
            placeholderOption={t('profile.none')}
            options={titles.map((v) => ({ value: v, label: t(`titles.${v}`) }))}
            {...field('title')}
          />
        )}
        <Select
          label={t('profile.gender')}
          placeholderOption={t('profile.none')}
          options={genders.map((v) => ({ value: v, label: t(`genders.${v}`) }))}
          {...field('gender')}
        />
      </div>
      <div className={styles.row}>
        <TextField label={t('profile.first_name')} autoComplete="given-name" required {...field('first_name')} />
        <TextField label={t('profile.last_name')} autoComplete="family-name" required {...field('last_name')} />
      </div>
      {textFields.map((row) => (
        <div className={styles.row} key={row.join()}>
          {row.map((name) => (
            <TextField key={name} label={t(`profile.${name}`)} {...field(name)} />
          ))}
        </div>
      ))}
      <div className={styles.row}>
        <CountrySelect label={t('profile.address_country')} emptyLabel={t('profile.none')} options={countries} {...field('address_country')} />
        <Select
          label={t('profile.language')}
          placeholderOption={t('profile.none')}
          options={apiLanguages.map((v) => ({ value: v, label: localeLabels[v.toLowerCase() as DataLocale] }))}
          {...field('language')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('profile.save')}
        </Button>
        <Button variant="secondary" onClick={logout} loading={loggingOut}>
          {t('profile.logout')}
        </Button>
      </div>
    </form>
  )
}
