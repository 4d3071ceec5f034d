'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { z } from 'zod'
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import { useMicrosite } from '@/components/microsite/MicrositeContext'
import { schemaFacts } from '@/components/forms/schemaFacts'
import { formRuleLocale, type FormPlace } from '@/components/forms/submission'
import { useFieldProps } from '@/components/forms/useFieldProps'
import { useFormSubmission } from '@/components/forms/useFormSubmission'
import { FORM_FOCUS } from '@/components/forms/useFocusFirstInvalid'
import type { FormAction, FormRuleContext } from '@/domain/forms/schemas'
import { formSchemas } from '@/domain/forms/schemas'
import type { MuseumDates } from '@/domain/forms/museumDates'
import type { UrlLocale } from '@/i18n/locales'
import type { LinkView } from '@/domain/linkView'
import type { FormBlockSettings } from '@/server/content/types'

/** What every form component gets from its block. */
export type FormBlockProps = { settings: FormBlockSettings; componentUid: string; locale: UrlLocale }

type Options<V extends FieldValues> = {
  action: FormAction
  block: FormBlockProps
  defaultValues: V
  /** The form's values as the API takes them (joined products, a store choice as null, …): what is checked and sent. */
  prepare?: (values: V) => Record<string, unknown>
  museum?: MuseumDates
  /** A rule other than the action's (contact step 2's details). */
  schema?: z.ZodObject
}

/** Success (spec 1 §4): the block's redirect if it has one, else the success message until Ok. */
export function useFormOutcome(successRedirect?: LinkView) {
  const [done, setDone] = useState(false)
  const succeed = () => {
    if (successRedirect) window.location.assign(successRedirect.href)
    else setDone(true)
  }
  return { done, succeed, again: () => setDone(false) }
}

/** Where a form sits (its block, its page, the microsite around it): what its common fields are made of. */
export function useFormPlace(action: FormAction, { settings, componentUid, locale }: FormBlockProps): FormPlace {
  const microsite = useMicrosite()
  return { action, formId: settings.formId, componentUid, storyUuid: settings.storyUuid, locale, formLanguage: settings.formLanguage, microsite }
}

/**
 * One public form: its rule from src/domain/forms/schemas.ts in the visitor's rule language (the
 * block's language, else the page's), react-hook-form checking the prepared values with it, the
 * field binder, the sender with the common fields, and the outcome.
 */
export function usePublicForm<V extends FieldValues>({ action, block, defaultValues, prepare = (v) => v, museum, schema: ownSchema }: Options<V>) {
  const place = useFormPlace(action, block)
  const { settings } = block
  const ruleLocale = formRuleLocale(place)
  const schema = useMemo(
    () => ownSchema ?? formSchemas[action]({ locale: ruleLocale, museum } satisfies FormRuleContext),
    [action, ruleLocale, museum, ownSchema],
  )
  const facts = useMemo(() => schemaFacts(schema), [schema])
  // The resolver is made once per rule; the latest `prepare` (it may read products loaded later) through a ref.
  const latestPrepare = useRef(prepare)
  useEffect(() => {
    latestPrepare.current = prepare
  })
  const resolver = useMemo<Resolver<V>>(() => {
    const check = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<FieldValues>
    return async (values, ctx, options) => {
      const result = await check(latestPrepare.current(values), ctx, options as never)
      return Object.keys(result.errors).length ? { values: {}, errors: result.errors as FieldErrors<V> } : { values, errors: {} }
    }
  }, [schema])
  const form = useForm<V>({ resolver, defaultValues: defaultValues as DefaultValues<V>, ...FORM_FOCUS })
  const submission = useFormSubmission(place, facts.emailKey)
  const field = useFieldProps(form, facts)
  const outcome = useFormOutcome(settings.successRedirect)
  return { place, ruleLocale, facts, form, field, submission, outcome, prepare }
}
