'use client'

import { useTranslations } from 'next-intl'
import { FormFrame } from '@/components/forms/FormFrame'
import { NameRow, SalutationRow } from '@/components/forms/PersonFields'
import { usePublicForm, type FormBlockProps } from '@/components/forms/usePublicForm'
import { Button } from '@/components/ui/Button/Button'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { TextField } from '@/components/ui/TextField/TextField'
import { contactDetailsSchema } from '@/domain/forms/schemas'
import kit from '@/components/forms/Forms.module.css'

type Props = { block: FormBlockProps; uuid: string; heading: React.ReactNode; label: string; onDone: () => void }

const detailsSchema = contactDetailsSchema()
const empty = { title: '', gender: '', first_name: '', last_name: '', address_zip_code: '', address_city: '', newsletter_subscription: false }

/** Contact step 2 (spec 1 §3, §7): personal details, none required, added to the submission by PATCH. */
export function DetailsStep({ block, uuid, heading, label, onDone }: Props) {
  const t = useTranslations('forms')
  const { ruleLocale, form, field, submission, prepare } = usePublicForm({ action: 'CONTACT_FORM', block, schema: detailsSchema, defaultValues: empty })

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submission.send(form, prepare(values), { method: 'PATCH', url: `/api/v1/forms/${uuid}/` })
    // 404 (the submission is closed or unknown) stays put without a word, as the spec has it.
    if (result.status === 200) onDone()
  })

  return (
    <FormFrame onSubmit={onSubmit} formError={submission.formError} label={label} requiredNote={false}>
      {heading}
      <SalutationRow field={field} showTitle={ruleLocale !== 'ja'} />
      <NameRow field={field} familyFirst={block.locale !== 'de' && block.locale !== 'en'} />
      <div className={kit.row}>
        <TextField label={t('fields.address_zip_code')} autoComplete="postal-code" {...field('address_zip_code')} />
        <TextField label={t('fields.address_city')} autoComplete="address-level2" {...field('address_city')} />
      </div>
      <Checkbox label={t('fields.newsletter_subscription')} {...field('newsletter_subscription')} />
      <div className={kit.actions}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('submit.details')}
        </Button>
      </div>
    </FormFrame>
  )
}
