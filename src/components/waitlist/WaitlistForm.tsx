'use client'

import { useTranslations } from 'next-intl'
import { FormFrame } from '@/components/forms/FormFrame'
import { FormSuccess } from '@/components/forms/FormSuccess'
import { usePublicForm } from '@/components/forms/usePublicForm'
import { Button } from '@/components/ui/Button/Button'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { TextArea } from '@/components/ui/TextArea/TextArea'
import { TextField } from '@/components/ui/TextField/TextField'
import type { UrlLocale } from '@/i18n/locales'
import kit from '@/components/forms/Forms.module.css'

type Props = { locale: UrlLocale; jewellerName: string; customerId: string }

const empty = { customer_lastname: '', jewelry_value: '', ring_size: '', notes: '', data_agreement: false }

/** What the page is to the forms API: no CMS story, so its own form id. */
const settings = { formId: 'yearly-ring-waitlist', storyUuid: '' }

/**
 * The yearly ring's waitlist (spec 3 §2.4, §3, §5): the customer's last name, the piece's value and
 * the agreement, size and notes if known; the jeweller's name and customer number from the profile
 * (shown, not edited: the server sets them from the account anyway). LIMITED_RING_REQUEST → 201.
 */
export function WaitlistForm({ locale, jewellerName, customerId }: Props) {
  const t = useTranslations('waitlist')
  const { form, field, submission, outcome, prepare } = usePublicForm<typeof empty>({
    action: 'LIMITED_RING_REQUEST',
    block: { settings, componentUid: 'yearly-ring-waitlist', locale },
    defaultValues: empty,
    prepare: (values) => ({ ...values, jeweller_name: jewellerName, jeweller_customer_id: customerId, language: locale.toUpperCase() }),
  })

  if (outcome.done) {
    const again = () => {
      form.reset()
      outcome.again()
    }
    return <FormSuccess text={t('success')} onOk={again} />
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submission.send(form, prepare(values))
    if (result.status === 201) outcome.succeed()
  })

  return (
    <FormFrame onSubmit={onSubmit} formError={submission.formError} honeypotRef={submission.honeypotRef} label={t('title')}>
      <div className={kit.row}>
        <TextField label={t('fields.jeweller_name')} name="jeweller_name" value={jewellerName} readOnly />
        <TextField label={t('fields.jeweller_customer_id')} name="jeweller_customer_id" value={customerId} readOnly />
      </div>
      <div className={kit.row}>
        <TextField label={t('fields.customer_lastname')} autoComplete="off" {...field('customer_lastname')} />
        <TextField label={t('fields.jewelry_value')} inputMode="decimal" {...field('jewelry_value')} />
      </div>
      <TextField label={t('fields.ring_size')} inputMode="numeric" {...field('ring_size')} />
      <TextArea label={t('fields.notes')} {...field('notes')} />
      <Checkbox label={t('fields.data_agreement')} {...field('data_agreement')} />
      <div className={kit.actions}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </FormFrame>
  )
}
