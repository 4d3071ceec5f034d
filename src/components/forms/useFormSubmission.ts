'use client'

import { useRef, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { sendJson, type ApiResult } from '@/components/account/accountApi'
import { fieldMessages } from '@/components/forms/schemaFacts'
import { HONEYPOT_FIELD, commonFields, formMetadata, storeUuidOf, type FormPlace } from '@/components/forms/submission'

export const FORMS_URL = '/api/v1/forms/'
export const GENERIC_ERROR = 'forms.error.generic'

type Send = {
  /** POST a new submission (default), or PATCH a later step of one (contact step 2). */
  method?: 'POST' | 'PATCH'
  url?: string
  /** Called for any answer but 2xx, 400, 404 and 429: the museum form reports these. */
  onUnexpected?: (result: ApiResult) => void
}

/**
 * Sending a public form (spec 1 §3, §4, §7): builds the common fields, the metadata and the store
 * around the form's own fields, adds the honeypot's value, and turns the answer into what the form
 * shows — field errors under the fields (400), the server's `detail` when throttled (429), a general
 * message otherwise. Success (2xx) and 404 are left to the caller.
 */
export function useFormSubmission(place: FormPlace, emailKey?: string) {
  const honeypotRef = useRef<HTMLInputElement>(null)
  const [formError, setFormError] = useState<string>()

  function body(fields: Record<string, unknown>, method: 'POST' | 'PATCH') {
    const common = commonFields(place)
    // Spec 1 §7: a later step carries only the details and action, form_id, used_website_language.
    if (method === 'PATCH') return { action: common.action, form_id: common.form_id, used_website_language: common.used_website_language, ...fields }
    return {
      ...common,
      metadata: formMetadata(place.microsite),
      store_uuid: storeUuidOf(place.microsite),
      ...fields,
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
    }
  }

  /** Sends `fields` with what surrounds them; a 400's messages go under the `form`'s fields (else above the button). */
  async function send<V extends FieldValues>(
    form: UseFormReturn<V> | null,
    fields: Record<string, unknown>,
    { method = 'POST', url = FORMS_URL, onUnexpected }: Send = {},
  ): Promise<ApiResult> {
    setFormError(undefined)
    let result: ApiResult
    try {
      result = await sendJson(method, url, body(fields, method))
    } catch (error) {
      result = { status: 0, body: { detail: String(error) } }
    }
    const { status } = result
    if ((status >= 200 && status < 300) || status === 404) return result
    if (status === 400) {
      const known = form ? Object.keys(form.getValues()) : []
      const other: string[] = []
      for (const [field, message] of Object.entries(fieldMessages(result.body, emailKey))) {
        if (!known.includes(field)) {
          other.push(message)
          continue
        }
        // FormFrame then focuses the first invalid field on screen.
        form?.setError(field as Path<V>, { type: 'server', message })
      }
      // A rule on a field the visitor cannot see (a common field, the store): say so above the button.
      if (other.length) setFormError(other[0])
      return result
    }
    if (status === 429 && typeof result.body.detail === 'string') setFormError(result.body.detail)
    else {
      setFormError(GENERIC_ERROR)
      onUnexpected?.(result)
    }
    return result
  }

  return { send, honeypotRef, formError, clearFormError: () => setFormError(undefined) }
}

export type FormSubmission = ReturnType<typeof useFormSubmission>
