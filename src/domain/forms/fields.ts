import { z } from 'zod'
import { emailPattern, isValidEmail } from '@/domain/email'
import { genders, titles } from '@/domain/profile'
import { isSingleLineText } from '@/domain/singleLineText'

/**
 * The building blocks of the public forms' rules (spec 1 §3, §5, §8). Every error is a message
 * key of the catalogues, so the browser shows it translated and the server answers with the same
 * key (only the e-mail format answers the server text of the spec, see `serverMessage`).
 */
export const formMessage = {
  required: 'form-general.required-field',
  validEmail: 'form-general.error.valid-email',
  emailInvalid: 'password-forgot.error.email-invalid',
  tooLong: 'form-general.error.too-long',
  invalid: 'form-general.error.invalid-value',
  dateUnavailable: 'form-general.error.date-unavailable',
} as const

/** The hidden field people never see and bots fill in (named unlike any API field). */
export const HONEYPOT_FIELD = 'homepage'

/** The server text of the spec's backend for a malformed address; the client maps it back to a key. */
export const serverEmailText = 'Enter a valid email address.'

/** Empty inputs arrive as '', null or not at all; all three mean "not given". */
const blankToEmpty = (value: unknown) => (value === null || value === undefined ? '' : value)

/**
 * Whether a free text is one line (names, addresses, a subject: line breaks, control and bidi
 * characters refused as "invalid value", src/domain/singleLineText.ts) or a message of several lines.
 */
export type TextLines = 'single' | 'multi'
const linesRule = (lines: TextLines) => (v: string) => lines === 'multi' || isSingleLineText(v)

/** An optional free text of at most `max` characters, trimmed ('' when not given). */
export const optionalText = (max: number, lines: TextLines = 'single') =>
  z.preprocess(
    blankToEmpty,
    z.string({ error: formMessage.invalid }).trim().max(max, { error: formMessage.tooLong }).refine(linesRule(lines), { error: formMessage.invalid }),
  )

/** A required free text: present, not blank, at most `max` characters. */
export const requiredText = (max: number, lines: TextLines = 'single') =>
  z.preprocess(
    blankToEmpty,
    z
      .string({ error: formMessage.invalid })
      .trim()
      .min(1, { error: formMessage.required })
      .max(max, { error: formMessage.tooLong })
      .refine(linesRule(lines), { error: formMessage.invalid })
      .meta({ pattern: '\\S' }),
  )

/** A required e-mail address; `invalidKey` is the message the form's spec names for a bad format. */
export const requiredEmail = (invalidKey: string) =>
  z.preprocess(
    blankToEmpty,
    z
      .string({ error: formMessage.invalid })
      .trim()
      .min(1, { error: formMessage.required })
      .refine(isValidEmail, { error: invalidKey })
      .meta({ pattern: emailPattern }),
  )

/** Optional when empty; a phone number otherwise (digits, spaces, +, -, /, parentheses, 5–30 chars). */
const PHONE = /^\+?[\d\s()/.-]{5,30}$/
export const optionalPhone = z.preprocess(
  blankToEmpty,
  z
    .string({ error: formMessage.invalid })
    .trim()
    .refine((v) => v === '' || PHONE.test(v), { error: formMessage.invalid }),
)
export const requiredPhone = z.preprocess(
  blankToEmpty,
  z
    .string({ error: formMessage.invalid })
    .trim()
    .min(1, { error: formMessage.required })
    .refine((v) => PHONE.test(v), { error: formMessage.invalid }),
)

/** The data agreement must be ticked: `true`, nothing else. */
export const dataAgreement = z.preprocess((v) => v === true, z.literal(true, { error: formMessage.required }))

/** An optional yes/no: a missing box is "no". */
export const optionalFlag = z.preprocess((v) => v === true || v === 'true', z.boolean())

/** Missing is "required"; a value outside M, W, D (`F`) is "invalid", as for the optional one. */
export const requiredGender = z.preprocess(
  blankToEmpty,
  z.enum(genders, { error: (issue) => (issue.input === '' ? formMessage.required : formMessage.invalid) }),
)
export const optionalGender = z.preprocess(blankToEmpty, z.enum(['', ...genders], { error: formMessage.invalid }))
export const optionalTitle = z.preprocess(blankToEmpty, z.enum(['', ...titles], { error: formMessage.invalid }))

/** Comma-joined article numbers or product ids (spec 1 §3 "products (comma joined)"). */
const PRODUCT_LIST = /^[\w.-]+(,[\w.-]+)*$/
export const productList = z.preprocess(
  blankToEmpty,
  z
    .string({ error: formMessage.invalid })
    .trim()
    .max(2000, { error: formMessage.tooLong })
    .refine((v) => v === '' || PRODUCT_LIST.test(v), { error: formMessage.invalid }),
)

/** A store of the store finder by its uuid, or none (null or empty). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const optionalStoreUuid = z.preprocess(
  (v) => (v === undefined || v === '' ? null : v),
  z.string({ error: formMessage.invalid }).regex(UUID, { error: formMessage.invalid }).nullable(),
)

/** Where a form was sent from (spec 1 §2): the default site, or a jeweller's microsite. */
export const formMetadata = z.preprocess(
  (v) => (v === undefined || v === null ? { context: 'website' } : v),
  z.object(
    {
      context: z.enum(['website', 'microsite'], { error: formMessage.invalid }),
      jeweler_slug: z.string().max(200).optional(),
      jeweler_story_uuid: z.string().max(64).optional(),
    },
    { error: formMessage.invalid },
  ),
)

/** Lengths a person never needs more of; longer input is abuse or a mistake. */
export const limits = { name: 100, short: 200, message: 5000, city: 100, zip: 20 } as const

/** The server's answer for one failed rule: the catalogue key, or the spec's server text for e-mails. */
export function serverMessage(key: string): string {
  return key === formMessage.validEmail || key === formMessage.emailInvalid ? serverEmailText : key
}

/** The first message per field of a failed parse, as `{field: message}`. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors')
    errors[field] ??= issue.message
  }
  return errors
}
