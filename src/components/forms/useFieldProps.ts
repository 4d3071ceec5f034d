'use client'

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { SchemaFacts } from '@/components/forms/schemaFacts'
import { useShownMessage } from '@/components/forms/useShownMessage'

/**
 * Binds a design-system control to a form field: `name` is the API field's name, the asterisk
 * comes from the rule (required in this language), the error is the rule's or the server's message.
 */
export function useFieldProps<V extends FieldValues>(form: UseFormReturn<V>, facts: SchemaFacts) {
  const show = useShownMessage()
  const { errors } = form.formState
  return (name: Path<V>) => ({
    ...form.register(name),
    required: facts.required.has(name),
    error: show(errors[name]?.message as string | undefined),
  })
}

export type FieldProps = ReturnType<ReturnType<typeof useFieldProps>>

/** Any form's binder, for the field groups shared by several forms (method syntax keeps it assignable from a narrower one). */
export type BindField = { bind(name: string): FieldProps }['bind']
