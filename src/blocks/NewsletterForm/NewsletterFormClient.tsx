'use client'

import { useTranslations } from 'next-intl'
import { AgreementCheckbox } from '@/components/forms/AgreementCheckbox'
import { FormFrame } from '@/components/forms/FormFrame'
import { FormSuccess } from '@/components/forms/FormSuccess'
import { NameRow, SalutationRow } from '@/components/forms/PersonFields'
import { usePublicForm, type FormBlockProps } from '@/components/forms/usePublicForm'
import { Button } from '@/components/ui/Button/Button'
import { TextField } from '@/components/ui/TextField/TextField'
import kit from '@/components/forms/Forms.module.css'

type Props = FormBlockProps & { variant: 'full' | 'short' }

const full = { title: '', gender: '', first_name: '', last_name: '', email: '', data_agreement: false }
const short = { email: '', data_agreement: false }

/**
 * The newsletter subscription (spec 1 §3, §5): the full form asks for salutation and names
 * (NEWSLETTER_SUBSCRIBE); the short one only for the address and the consent (REGISTRATION).
 */
export function NewsletterFormClient({ variant, ...block }: Props) {
  const t = useTranslations('forms')
  const isShort = variant === 'short'
  const { ruleLocale, form, field, submission, outcome, prepare } = usePublicForm<typeof full>({
    action: isShort ? 'REGISTRATION' : 'NEWSLETTER_SUBSCRIBE',
    block,
    defaultValues: isShort ? (short as typeof full) : full,
    prepare: (values) => ({ ...values, newsletter_subscription: true }),
  })
  const { settings } = block

  if (outcome.done) {
    const again = () => {
      form.reset()
      outcome.again()
    }
    return <FormSuccess text={settings.successText || t('success.newsletter')} onOk={again} />
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submission.send(form, prepare(values))
    if (result.status === 201) outcome.succeed()
  })

  return (
    <FormFrame onSubmit={onSubmit} formError={submission.formError} honeypotRef={submission.honeypotRef}>
      {isShort ? null : (
        <>
          <SalutationRow field={field} showTitle={ruleLocale !== 'ja'} />
          <NameRow field={field} familyFirst={block.locale !== 'de' && block.locale !== 'en'} />
        </>
      )}
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <AgreementCheckbox kind="newsletter" text={settings.dataAgreementLabel} privacyLink={settings.privacyLink} {...field('data_agreement')} />
      <div className={kit.actions}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('submit.newsletter')}
        </Button>
      </div>
    </FormFrame>
  )
}
