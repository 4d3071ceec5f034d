'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm, type Path } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { FileCategoryField } from '@/components/careers/FileCategoryField'
import { useApplicationFiles, type UploadDescriptor } from '@/components/careers/useApplicationFiles'
import { sendJson } from '@/components/account/accountApi'
import { FORM_FOCUS, useFocusFirstInvalid } from '@/components/forms/useFocusFirstInvalid'
import { Button } from '@/components/ui/Button/Button'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { TextField } from '@/components/ui/TextField/TextField'
import { applicationFieldsSchema, applicationReason, fileCategories, localDay, type ApplicationFields, type FileCategory } from '@/domain/careers/application'
import kit from '@/components/forms/Forms.module.css'
import styles from './Careers.module.css'

export const APPLICATION_URL = '/api/next/personio-form/'

type Props = { positionId: string; locale: string }
type Values = {
  first_name: string
  last_name: string
  email: string
  phone: string
  salary_expectations: string
  available_from: string
  data_agreement: boolean
}
const empty: Values = { first_name: '', last_name: '', email: '', phone: '', salary_expectations: '', available_from: '', data_agreement: false }
const fieldNames = Object.keys(empty) as (keyof Values)[]

/**
 * The job application (spec 3 §4, §5): the applicant's fields checked with the server's rule
 * (src/domain/careers/application.ts), the files of the three categories uploaded as they are
 * chosen, then POST /api/next/personio-form/ → 201 success; the server's reasons are shown as
 * `personio.{reason}` under their fields.
 */
export function ApplicationForm({ positionId, locale }: Props) {
  const t = useTranslations('personio')
  const files = useApplicationFiles()
  const [tried, setTried] = useState(false)
  const [formError, setFormError] = useState<string>()
  const [done, setDone] = useState(false)
  const schema = useMemo(() => applicationFieldsSchema(localDay(new Date())), [])
  const form = useForm<Values>({ resolver: zodResolver(schema) as never, defaultValues: empty, ...FORM_FOCUS })
  const { errors, isSubmitting } = form.formState
  const successRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (done) successRef.current?.focus()
  }, [done])

  // Uploading or uploaded files clear a category's missing mark (spec 3 §4).
  const missing = fileCategories.filter((c) => !files.covered.has(c))
  const showMissing = tried && missing.length > 0
  // Rules and server answer with reasons; the catalogue has them as personio.{reason}.
  const shown = (reason: string | undefined) => (reason && t.has(reason as never) ? t(reason as never) : reason)
  const field = (name: keyof Values) => ({
    ...form.register(name),
    required: name !== 'phone',
    error: shown(errors[name]?.message),
  })

  const onSubmit = form.handleSubmit(
    async (values: ApplicationFields | Values) => {
      setTried(true)
      setFormError(undefined)
      if (missing.length || files.busy) return
      const body = {
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        job_position_id: positionId,
        data_agreement: values.data_agreement,
        language: locale,
        files: files.uploaded.map((f: UploadDescriptor) => ({ uuid: f.uuid, original_filename: f.filename, category: f.category })),
        attributes: { phone: values.phone, salary_expectations: values.salary_expectations, available_from: values.available_from },
      }
      let result
      try {
        result = await sendJson('POST', APPLICATION_URL, body)
      } catch {
        setFormError(applicationReason.server)
        return
      }
      if (result.status === 201) {
        setDone(true)
        return
      }
      const serverErrors = (result.body.errors ?? []) as { field: string; errors: { reason: string }[] }[]
      let other: string | undefined
      for (const { field: name, errors: reasons } of serverErrors) {
        const reason = reasons[0]?.reason
        if (!reason) continue
        if ((fieldNames as string[]).includes(name)) {
          // Focus then goes to the first invalid field on screen (useFocusFirstInvalid).
          form.setError(name as Path<Values>, { type: 'server', message: reason })
        } else if (!name.startsWith('files.')) other ??= reason
      }
      setFormError(other ?? (serverErrors.length ? undefined : applicationReason.server))
    },
    () => setTried(true),
  )
  const focus = useFocusFirstInvalid(onSubmit)

  if (done) {
    return (
      <div ref={successRef} className={kit.success} role="status" tabIndex={-1} data-testid="application-success">
        <p className={kit.successTitle}>{t('success.heading')}</p>
        <p className={kit.successText}>{t('success.text')}</p>
      </div>
    )
  }

  return (
    <form ref={focus.ref} className={kit.form} onSubmit={focus.onSubmit} noValidate aria-labelledby="application-heading">
      <h2 id="application-heading" className={styles.subheading}>
        {t('heading')}
      </h2>
      <div className={kit.row}>
        <TextField label={t('fields.first_name')} autoComplete="given-name" {...field('first_name')} />
        <TextField label={t('fields.last_name')} autoComplete="family-name" {...field('last_name')} />
      </div>
      <div className={kit.row}>
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('fields.phone')} type="tel" autoComplete="tel" {...field('phone')} />
      </div>
      <div className={kit.row}>
        <TextField label={t('fields.salary_expectations')} {...field('salary_expectations')} />
        <TextField label={t('fields.available_from')} type="date" min={localDay(new Date())} labelStyle="outside" {...field('available_from')} />
      </div>
      <fieldset className={styles.files} aria-describedby="application-files-hint">
        <legend className={styles.legend}>{t('files.heading')}</legend>
        <p id="application-files-hint" className={styles.hint}>
          {t('files.hint')}
        </p>
        {fileCategories.map((category: FileCategory) => (
          <FileCategoryField
            key={category}
            category={category}
            files={files.files.filter((f) => f.category === category)}
            missing={showMissing && missing.includes(category)}
            onAdd={files.add}
            onRemove={files.remove}
          />
        ))}
        {showMissing ? (
          <p className={kit.formError} role="alert" data-testid="missing-files">
            {t(files.missingReason)}
          </p>
        ) : null}
      </fieldset>
      <Checkbox label={t('fields.data_agreement')} {...field('data_agreement')} />
      {formError ? (
        <p className={kit.formError} role="alert">
          {shown(formError)}
        </p>
      ) : null}
      <div className={kit.actions}>
        <Button type="submit" loading={files.busy || isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </form>
  )
}
