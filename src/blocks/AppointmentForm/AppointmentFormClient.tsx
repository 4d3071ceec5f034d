'use client'

import { useTranslations } from 'next-intl'
import { AgreementCheckbox } from '@/components/forms/AgreementCheckbox'
import { FormFrame } from '@/components/forms/FormFrame'
import { FormSuccess } from '@/components/forms/FormSuccess'
import { ContactRow, NameRow, SalutationRow } from '@/components/forms/PersonFields'
import { ProductChoice } from '@/components/forms/ProductChoice'
import { joinProducts } from '@/components/forms/submission'
import { usePublicForm, type FormBlockProps } from '@/components/forms/usePublicForm'
import { useRequestedProducts } from '@/components/forms/useRequestedProducts'
import { Button } from '@/components/ui/Button/Button'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { TextArea } from '@/components/ui/TextArea/TextArea'
import kit from '@/components/forms/Forms.module.css'

const empty = {
  gender: '',
  first_name: '',
  last_name: '',
  email: '',
  mobile_phone: '',
  appointment_request: '',
  newsletter_subscription: false,
  data_agreement: false,
}

/** The appointment request (spec 1 §3, §5), about the pieces of `?product=` or the wishlist when given. */
export function AppointmentFormClient(block: FormBlockProps) {
  const t = useTranslations('forms')
  const products = useRequestedProducts(block.locale)
  const { form, field, submission, outcome, prepare } = usePublicForm({
    action: 'APPOINTMENT_REQUEST',
    block,
    defaultValues: empty,
    prepare: (values) => ({ ...values, products: joinProducts(products.articles) }),
  })
  const { settings } = block

  if (outcome.done) {
    const again = () => {
      form.reset()
      outcome.again()
    }
    return <FormSuccess text={settings.successText || t('success.default')} onOk={again} />
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submission.send(form, prepare(values))
    if (result.status === 201) outcome.succeed()
  })

  return (
    <FormFrame onSubmit={onSubmit} formError={submission.formError} honeypotRef={submission.honeypotRef}>
      <ProductChoice cards={products.cards} loading={products.loading && products.articles.length > 0} heading={t('products.heading')} />
      <SalutationRow field={field} showTitle={false} />
      <NameRow field={field} familyFirst={block.locale !== 'de' && block.locale !== 'en'} />
      <ContactRow field={field} />
      <TextArea label={t('fields.appointment_request')} description={t('fields.appointment_hint')} {...field('appointment_request')} />
      <Checkbox label={t('fields.newsletter_subscription')} {...field('newsletter_subscription')} />
      <AgreementCheckbox text={settings.dataAgreementLabel} privacyLink={settings.privacyLink} {...field('data_agreement')} />
      <div className={kit.actions}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('submit.appointment')}
        </Button>
      </div>
    </FormFrame>
  )
}
