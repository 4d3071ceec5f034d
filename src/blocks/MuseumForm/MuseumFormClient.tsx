'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { AgreementCheckbox } from '@/components/forms/AgreementCheckbox'
import { FormFrame } from '@/components/forms/FormFrame'
import { FormSuccess } from '@/components/forms/FormSuccess'
import { NameRow, SalutationRow } from '@/components/forms/PersonFields'
import { reportClientError } from '@/components/forms/reportClientError'
import { usePublicForm, type FormBlockProps } from '@/components/forms/usePublicForm'
import { useShownMessage } from '@/components/forms/useShownMessage'
import { useMicrosite } from '@/components/microsite/MicrositeContext'
import { Button } from '@/components/ui/Button/Button'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { DatePicker } from '@/components/ui/DatePicker/DatePicker'
import { Select } from '@/components/ui/Select/Select'
import { TextArea } from '@/components/ui/TextArea/TextArea'
import { TextField } from '@/components/ui/TextField/TextField'
import { eventDateValue, firstBookableDay, isBookableDay, localDay, type MuseumDates } from '@/domain/forms/museumDates'
import type { StoreChoice } from '@/server/content/formBlocks'
import kit from '@/components/forms/Forms.module.css'

type Props = FormBlockProps & { museum?: MuseumDates; stores: readonly StoreChoice[] }

/** The store choices that name no store (spec 1 §5): sent as null. */
export const NO_STORE = ['none-1', 'none-2'] as const

const empty = {
  title: '',
  gender: '',
  first_name: '',
  last_name: '',
  email: '',
  event_date: '',
  tour_requested: false,
  mobile_phone: '',
  store_uuid: '',
  message: '',
  newsletter_subscription: false,
  data_agreement: false,
}
type Values = typeof empty

/** What the form sends: no store for the two "none" choices, the phone only with a tour. */
export function museumPayload(values: Values): Record<string, unknown> {
  const store = values.store_uuid
  return {
    ...values,
    store_uuid: store === '' || (NO_STORE as readonly string[]).includes(store) ? null : store,
    mobile_phone: values.tour_requested ? values.mobile_phone : '',
  }
}

/** Days that can be picked: from today, within the museum's configured days (spec 1 §5). */
function bookable(museum: MuseumDates | undefined, today: string) {
  return (date: Date) => {
    const day = localDay(date)
    return day >= today && (!museum || isBookableDay(day, museum))
  }
}

/**
 * The jewellery museum's event registration (spec 1 §3, §5): a day picked among the bookable ones
 * (sent as the picked day's midnight plus 7 hours), an optional tour with a phone number for it,
 * and the visitor's jeweller. A refused registration is reported, as the spec asks.
 */
export function MuseumFormClient({ museum, stores, ...block }: Props) {
  const t = useTranslations('forms')
  const show = useShownMessage()
  const microsite = useMicrosite()
  const ownStore = microsite?.uuid && stores.some((s) => s.value === microsite.uuid) ? microsite.uuid : ''
  const { ruleLocale, facts, form, field, submission, outcome, prepare } = usePublicForm<Values>({
    action: 'EVENT_REGISTRATION',
    block,
    museum,
    defaultValues: { ...empty, store_uuid: ownStore },
    prepare: museumPayload,
  })
  const { settings, locale } = block
  const tour = form.watch('tour_requested')
  const [canBook, firstMonth] = useMemo(() => {
    const today = localDay(new Date())
    const first = (museum ? firstBookableDay(museum, today) : null) ?? today
    return [bookable(museum, today), new Date(`${first}T12:00:00`)]
  }, [museum])
  const storeOptions = [{ value: 'none-1', label: t('stores.none1') }, { value: 'none-2', label: t('stores.none2') }, ...stores]

  if (outcome.done) {
    const again = () => {
      form.reset()
      outcome.again()
    }
    return <FormSuccess text={settings.successText || t('success.museum')} onOk={again} />
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submission.send(form, prepare(values))
    if (result.status === 201) return outcome.succeed()
    reportClientError('museum event registration not accepted', {
      form: 'EVENT_REGISTRATION',
      formId: settings.formId,
      status: result.status,
      body: result.body,
    })
  })

  // The date is a Controller (the picker is no native input): its asterisk and error by hand.
  const dateField = { required: facts.required.has('event_date'), error: show(form.formState.errors.event_date?.message) }
  return (
    <FormFrame onSubmit={onSubmit} formError={submission.formError} honeypotRef={submission.honeypotRef}>
      <SalutationRow field={field} showTitle={ruleLocale !== 'ja'} />
      <NameRow field={field} familyFirst={locale !== 'de' && locale !== 'en'} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <Controller
        control={form.control}
        name="event_date"
        render={({ field: date }) => (
          <DatePicker
            label={t('fields.event_date')}
            locale={locale}
            name="event_date"
            value={date.value ? new Date(date.value) : null}
            onChange={(picked) => date.onChange(eventDateValue(picked))}
            disabled={(day: Date) => !canBook(day)}
            defaultMonth={firstMonth}
            required={dateField.required}
            error={dateField.error}
            ref={date.ref}
          />
        )}
      />
      <Checkbox label={t('fields.tour_requested')} {...field('tour_requested')} />
      {tour ? <TextField label={t('fields.mobile_phone')} type="tel" autoComplete="tel" {...field('mobile_phone')} /> : null}
      <Select label={t('fields.store')} placeholderOption={t('none')} options={storeOptions} {...field('store_uuid')} />
      <TextArea label={t('fields.remarks')} rows={3} {...field('message')} />
      <Checkbox label={t('fields.newsletter_subscription')} {...field('newsletter_subscription')} />
      <AgreementCheckbox text={settings.dataAgreementLabel} privacyLink={settings.privacyLink} {...field('data_agreement')} />
      <div className={kit.actions}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('submit.museum')}
        </Button>
      </div>
    </FormFrame>
  )
}
