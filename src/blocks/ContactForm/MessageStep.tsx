'use client'

import { useTranslations } from 'next-intl'
import { AgreementCheckbox } from '@/components/forms/AgreementCheckbox'
import { FormFrame } from '@/components/forms/FormFrame'
import { ContactRow } from '@/components/forms/PersonFields'
import { ProductChoice } from '@/components/forms/ProductChoice'
import { joinProducts } from '@/components/forms/submission'
import { usePublicForm, type FormBlockProps } from '@/components/forms/usePublicForm'
import type { RequestedProducts } from '@/components/forms/useRequestedProducts'
import { Button } from '@/components/ui/Button/Button'
import { TextArea } from '@/components/ui/TextArea/TextArea'
import { TextField } from '@/components/ui/TextField/TextField'
import kit from '@/components/forms/Forms.module.css'

type Props = {
  block: FormBlockProps
  products: RequestedProducts
  /** The pieces are shown here unless a products step follows. */
  showProducts: boolean
  heading: React.ReactNode
  label: string
  onSent: (uuid: string) => void
}

const empty = { subject: '', email: '', mobile_phone: '', message: '', data_agreement: false }

/** Contact step 1 (spec 1 §3, §5): the message; a 201 answers the submission's uuid for the next steps. */
export function MessageStep({ block, products, showProducts, heading, label, onSent }: Props) {
  const t = useTranslations('forms')
  const { form, field, submission, prepare } = usePublicForm({
    action: 'CONTACT_FORM',
    block,
    defaultValues: empty,
    prepare: (values) => ({ ...values, products: joinProducts(products.articles) }),
  })
  const { settings } = block

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submission.send(form, prepare(values))
    if (result.status === 201 && typeof result.body.uuid === 'string') onSent(result.body.uuid)
  })

  return (
    <FormFrame onSubmit={onSubmit} formError={submission.formError} honeypotRef={submission.honeypotRef} label={label}>
      {heading}
      {showProducts ? (
        <ProductChoice cards={products.cards} loading={products.loading && products.articles.length > 0} heading={t('products.heading')} />
      ) : null}
      <TextField label={t('fields.subject')} {...field('subject')} />
      <ContactRow field={field} />
      <TextArea label={t('fields.message')} {...field('message')} />
      <AgreementCheckbox text={settings.dataAgreementLabel} privacyLink={settings.privacyLink} {...field('data_agreement')} />
      <div className={kit.actions}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('submit.contact')}
        </Button>
      </div>
    </FormFrame>
  )
}
