import { z } from 'zod'
import { emailPattern, isValidEmail } from '@/domain/email'
import { drfText } from '@/server/http/drf'

/**
 * zod fields that fail with Django REST framework's own texts, so a route validated with zod
 * answers exactly what the spec's client was written against (spec 1 §8 maps them to its keys).
 */
const requiredOr = (notType: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? drfText.required : notType)

/** What a text that must not be blank matches (JSON Schema's minLength counts blanks too). */
export const NOT_BLANK = '\\S'

/** DRF's CharField: required, a string, not blank; the value trimmed. */
export const requiredText = () =>
  z
    .string({ error: requiredOr(drfText.notString) })
    .trim()
    .min(1, { error: drfText.blank, abort: true })
    .meta({ pattern: NOT_BLANK })

/** A CharField with trim_whitespace=False (passwords): required, a string, not empty. */
export const requiredSecret = () => z.string({ error: requiredOr(drfText.notString) }).min(1, { error: drfText.blank, abort: true })

/** DRF's EmailField: a required text that is an e-mail address. */
export const requiredEmail = () => requiredText().refine(isValidEmail, drfText.invalidEmail).meta({ pattern: emailPattern, maxLength: 254 })

/** DRF's ChoiceField: one of the values, or `"x" is not a valid choice.`. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? drfText.required : drfText.invalidChoice(issue.input)) })

/** An optional field given as null counts as not given, as DRF's `allow_null` fields read it. */
export const absentIfNull = (value: unknown) => (value === null ? undefined : value)
