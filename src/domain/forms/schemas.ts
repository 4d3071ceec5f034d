import countries from 'i18n-iso-countries'
import { z } from 'zod'
import type { DataLocale } from '@/i18n/locales'
import {
  dataAgreement,
  formMessage,
  formMetadata,
  limits,
  optionalFlag,
  optionalGender,
  optionalPhone,
  optionalStoreUuid,
  optionalText,
  optionalTitle,
  productList,
  requiredEmail,
  requiredGender,
  requiredPhone,
  requiredText,
} from '@/domain/forms/fields'
import { eventDayOf, isBookableDay, type MuseumDates } from '@/domain/forms/museumDates'

/** The actions of POST /api/v1/forms/ (spec 1 §7). */
export const formActions = [
  'REGISTRATION',
  'CONTACT_FORM',
  'APPOINTMENT_REQUEST',
  'ADDRESS_FORM',
  'NEWSLETTER_SUBSCRIBE',
  'NEWSLETTER_UNSUBSCRIBE',
  'EVENT_REGISTRATION',
  'LIMITED_RING_REQUEST',
] as const
export type FormAction = (typeof formActions)[number]

/** What a form's rules depend on: the visitor's language (ko and ja have their own) and the museum's days. */
export type FormRuleContext = { locale: DataLocale; museum?: MuseumDates }

const names = { first_name: requiredText(limits.name), last_name: requiredText(limits.name) }
const optionalNames = { first_name: optionalText(limits.name), last_name: optionalText(limits.name) }

/** Contact step 1 (spec 1 §5): email, message and the agreement; the mobile number too in Korean. */
export const contactSchema = ({ locale }: FormRuleContext) =>
  z.object({
    subject: optionalText(limits.short),
    email: requiredEmail(formMessage.validEmail),
    mobile_phone: locale === 'ko' ? requiredPhone : optionalPhone,
    message: requiredText(limits.message, 'multi'),
    data_agreement: dataAgreement,
    products: productList,
    store_uuid: optionalStoreUuid,
    metadata: formMetadata,
  })

/** Contact step 2, the PATCH: personal details, nothing required. */
export const contactDetailsSchema = () =>
  z.object({
    title: optionalTitle,
    gender: optionalGender,
    ...optionalNames,
    address_zip_code: optionalText(limits.zip),
    address_city: optionalText(limits.city),
    newsletter_subscription: optionalFlag,
  })

export const appointmentSchema = () =>
  z.object({
    gender: requiredGender,
    ...names,
    email: requiredEmail(formMessage.validEmail),
    mobile_phone: requiredPhone,
    appointment_request: requiredText(limits.message, 'multi'),
    newsletter_subscription: optionalFlag,
    data_agreement: dataAgreement,
    products: productList,
    store_uuid: optionalStoreUuid,
    metadata: formMetadata,
  })

const countryCode = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string({ error: formMessage.invalid })
    .trim()
    .min(1, { error: formMessage.required })
    .refine((v) => /^[A-Z]{2}$/.test(v) && countries.isValid(v), { error: formMessage.invalid }),
)

/** Address (spec 1 §5): in Japanese no house number, but the region and a mobile number. */
export const addressSchema = ({ locale }: FormRuleContext) =>
  z.object({
    title: optionalTitle,
    gender: requiredGender,
    ...names,
    address_street: requiredText(limits.short),
    address_number: locale === 'ja' ? optionalText(limits.zip) : requiredText(limits.zip),
    address_region: locale === 'ja' ? requiredText(limits.city) : optionalText(limits.city),
    address_zip_code: requiredText(limits.zip),
    address_city: requiredText(limits.city),
    address_country: countryCode,
    email: requiredEmail(formMessage.emailInvalid),
    mobile_phone: locale === 'ja' ? requiredPhone : optionalPhone,
    newsletter_subscription: optionalFlag,
    data_agreement: dataAgreement,
    store_uuid: optionalStoreUuid,
    metadata: formMetadata,
  })

/** Newsletter subscription, full form: names and salutation are asked for and required. */
export const newsletterSchema = () =>
  z.object({
    title: optionalTitle,
    gender: requiredGender,
    ...names,
    email: requiredEmail(formMessage.validEmail),
    data_agreement: dataAgreement,
    newsletter_subscription: optionalFlag,
    store_uuid: optionalStoreUuid,
  })

/** The short newsletter registration (action REGISTRATION): only the address and the agreement. */
export const newsletterShortSchema = () =>
  z.object({
    title: optionalTitle,
    gender: optionalGender,
    ...optionalNames,
    email: requiredEmail(formMessage.validEmail),
    data_agreement: dataAgreement,
    newsletter_subscription: optionalFlag,
    store_uuid: optionalStoreUuid,
  })

export const unsubscribeSchema = () => z.object({ email: requiredEmail(formMessage.validEmail) })

/** Museum event registration: a bookable day is required; the phone belongs to a requested tour. */
export const museumSchema = ({ museum }: FormRuleContext) =>
  z.object({
    title: optionalTitle,
    gender: requiredGender,
    ...names,
    email: requiredEmail(formMessage.emailInvalid),
    message: optionalText(limits.message, 'multi'),
    newsletter_subscription: optionalFlag,
    tour_requested: optionalFlag,
    mobile_phone: optionalPhone,
    event_date: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z
        .string({ error: formMessage.invalid })
        .min(1, { error: formMessage.required })
        .refine((v) => eventDayOf(v) !== null, { error: formMessage.invalid })
        .refine((v) => !museum || isBookableDay(eventDayOf(v) ?? '', museum), { error: formMessage.dateUnavailable }),
    ),
    data_agreement: dataAgreement,
    store_uuid: optionalStoreUuid,
  })

/**
 * The yearly ring's waitlist (spec 3 §3, §5): the jeweller's customer, the piece's value and the
 * agreement are required, size and notes optional. jeweller_name and jeweller_customer_id come from
 * the profile; the server sets them from the account, whatever was sent (src/server/forms/ringRequest.ts).
 */
export const ringRequestSchema = () =>
  z.object({
    customer_lastname: requiredText(limits.name),
    jewelry_value: requiredText(limits.zip),
    ring_size: optionalText(limits.zip),
    notes: optionalText(limits.message, 'multi'),
    data_agreement: dataAgreement,
    jeweller_name: optionalText(limits.short),
    jeweller_customer_id: optionalText(limits.short),
  })

/** One schema per action; browser and server both validate with these. */
export const formSchemas = {
  REGISTRATION: newsletterShortSchema,
  CONTACT_FORM: contactSchema,
  APPOINTMENT_REQUEST: appointmentSchema,
  ADDRESS_FORM: addressSchema,
  NEWSLETTER_SUBSCRIBE: newsletterSchema,
  NEWSLETTER_UNSUBSCRIBE: unsubscribeSchema,
  EVENT_REGISTRATION: museumSchema,
  LIMITED_RING_REQUEST: ringRequestSchema,
} satisfies Record<FormAction, (context: FormRuleContext) => z.ZodObject>

export type FormValues<A extends FormAction> = z.infer<ReturnType<(typeof formSchemas)[A]>>
export type ContactDetails = z.infer<ReturnType<typeof contactDetailsSchema>>
