'use client'

import { useTranslations } from 'next-intl'
import { AgreementCheckbox } from '@/components/forms/AgreementCheckbox'
import { FormFrame } from '@/components/forms/FormFrame'
import { FormSuccess } from '@/components/forms/FormSuccess'
import { ContactRow, NameRow, SalutationRow } from '@/components/forms/PersonFields'
import { usePublicForm, type FormBlockProps } from '@/components/forms/usePublicForm'
import { Button } from '@/components/ui/Button/Button'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { CountrySelect } from '@/components/ui/CountrySelect/CountrySelect'
import { TextField } from '@/components/ui/TextField/TextField'
import type { CountryOption } from '@/domain/countries/countries'
import kit from '@/components/forms/Forms.module.css'

type Props = FormBlockProps & { countries: readonly CountryOption[] }

const empty = {
  title: '',
  gender: '',
  first_name: '',
  last_name: '',
  address_street: '',
  address_number: '',
  address_region: '',
  address_zip_code: '',
  address_city: '',
  address_country: '',
  email: '',
  mobile_phone: '',
  newsletter_subscription: false,
  data_agreement: false,
}

/**
 * The address request (spec 1 §3, §5). Japanese addresses are written from the postcode and the
 * prefecture down, so the fields follow that order there; the rule itself (region and mobile
 * required, no house number) is the schema's.
 */
export function AddressFormClient({ countries, ...block }: Props) {
  const t = useTranslations('forms')
  const { ruleLocale, form, field, submission, outcome, prepare } = usePublicForm({ action: 'ADDRESS_FORM', block, defaultValues: empty })
  const { settings } = block
  const japanese = ruleLocale === 'ja'

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

  const text = (name: keyof typeof empty, autoComplete?: string) => (
    <TextField key={name} label={t(`fields.${name}` as 'fields.email')} autoComplete={autoComplete} {...field(name)} />
  )
  const street = text('address_street', 'address-line1')
  const number = text('address_number')
  const zip = text('address_zip_code', 'postal-code')
  const city = text('address_city', 'address-level2')
  const region = text('address_region', 'address-level1')
  const country = <CountrySelect key="country" label={t('fields.address_country')} emptyLabel={t('none')} options={countries} {...field('address_country')} />
  const rows = japanese
    ? [
        [zip, region],
        [city, street],
        [number, country],
      ]
    : [
        [street, number],
        [zip, city],
        [region, country],
      ]

  return (
    <FormFrame onSubmit={onSubmit} formError={submission.formError} honeypotRef={submission.honeypotRef}>
      <SalutationRow field={field} showTitle={!japanese} />
      <NameRow field={field} familyFirst={block.locale !== 'de' && block.locale !== 'en'} />
      {rows.map((row, i) => (
        <div key={i} className={kit.row}>
          {row}
        </div>
      ))}
      <ContactRow field={field} />
      <Checkbox label={t('fields.newsletter_subscription')} {...field('newsletter_subscription')} />
      <AgreementCheckbox text={settings.dataAgreementLabel} privacyLink={settings.privacyLink} {...field('data_agreement')} />
      <div className={kit.actions}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('submit.address')}
        </Button>
      </div>
    </FormFrame>
  )
}
