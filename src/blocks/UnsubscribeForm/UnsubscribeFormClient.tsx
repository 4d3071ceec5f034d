'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { FormFrame } from '@/components/forms/FormFrame'
import { FormSuccess } from '@/components/forms/FormSuccess'
import { usePublicForm, type FormBlockProps } from '@/components/forms/usePublicForm'
import { useQueryParams } from '@/components/forms/useQueryParams'
import { Button } from '@/components/ui/Button/Button'
import { TextField } from '@/components/ui/TextField/TextField'
import kit from '@/components/forms/Forms.module.css'

/** The newsletter unsubscribe (spec 1 §2): the address, prefilled from the mail's link (`?email=`). */
export function UnsubscribeFormClient(block: FormBlockProps) {
  const t = useTranslations('forms')
  const { form, field, submission, outcome, prepare } = usePublicForm({ action: 'NEWSLETTER_UNSUBSCRIBE', block, defaultValues: { email: '' } })
  const params = useQueryParams()
  const fromLink = params?.get('email')?.trim()
  useEffect(() => {
    if (fromLink) form.setValue('email', fromLink)
  }, [fromLink, form])

  if (outcome.done) {
    const again = () => {
      form.reset()
      outcome.again()
    }
    return <FormSuccess text={block.settings.successText || t('success.unsubscribe')} onOk={again} />
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submission.send(form, prepare(values))
    if (result.status === 201) outcome.succeed()
  })

  return (
    <FormFrame onSubmit={onSubmit} formError={submission.formError} honeypotRef={submission.honeypotRef}>
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <div className={kit.actions}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('submit.unsubscribe')}
        </Button>
      </div>
    </FormFrame>
  )
}
