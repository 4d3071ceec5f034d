import { z } from 'zod'
import { portalPermissions } from '@/domain/portal/permissions'
import { apiLanguages, genders, titles } from '@/domain/profile'
import { currencies, type Currency } from '@/domain/trade/currencies'
import { MAX_WISHLIST_ENTRIES } from '@/domain/wishlist'
import { drfText } from '@/server/http/drf'
import { NOT_BLANK, absentIfNull, choice, requiredEmail, requiredSecret, requiredText } from '@/server/http/drfFields'
import { countries, countryByAlpha2 } from '@/domain/countries/countries'
import { toSingleLineText } from '@/domain/singleLineText'

/**
 * The bodies of the account routes (spec 1 §3–§5), validated with these schemas by the handlers
 * (src/server/auth/session.ts, registration.ts, profile.ts) and described with them in the OpenAPI
 * document. Texts are djoser's and DRF's, as the spec's client maps them.
 */

/** A token or password as sent: required and not blank, but not trimmed (a token is compared as given). */
const presentText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? drfText.required : drfText.notString) })
    .refine((v) => v.trim() !== '', { error: drfText.blank, abort: true })
    .meta({ pattern: NOT_BLANK })

export const credentialsBody = z.object({ email: requiredText().describe("The account's e-mail address."), password: presentText() })
export const refreshBody = z.object({ refresh: presentText().describe('A refresh token of POST /jwt/create/.') })
export const verifyBody = z.object({ token: presentText().describe('An access or refresh token.') })
export const tokenPair = z.strictObject({ access: z.string(), refresh: z.string() })
export const accessToken = z.strictObject({ access: z.string() })

/** A wishlist: checked against the products (validateWishlist), so described here, not parsed. */
export const wishlistField = z.unknown().meta({
  description: `The wishlist, at most ${MAX_WISHLIST_ENTRIES} entries of existing articles; checked against the catalogue.`,
  type: 'array',
  maxItems: MAX_WISHLIST_ENTRIES,
  items: {
    type: 'object',
    required: ['article', 'date_added'],
    properties: { article: { type: 'string', description: 'The MPN of a product.' }, date_added: { type: 'string', format: 'date-time' } },
  },
})

const language = z.preprocess(absentIfNull, choice(apiLanguages).default('DE'))

/** POST /users/: email, password (checked for strength after the shape), language, wishlist. */
export const registerBody = z.object({ email: requiredEmail(), password: requiredSecret(), language, wishlist: wishlistField.optional() })

/** djoser's UidAndTokenSerializer. */
export const uidAndTokenBody = z.object({ uid: requiredText(), token: requiredText() })
/** POST /users/reset-password-confirm/: `password` (or djoser's `new_password`), uid and token. */
export const resetConfirmBody = z.object({
  password: requiredSecret().describe('The new password; `new_password` is read when absent.'),
  uid: requiredText(),
  token: requiredText(),
})
export const resetRequestBody = z.object({ email: requiredEmail(), language: z.string().optional().describe("The language of the mail, else the account's.") })
export const registeredUser = z.strictObject({ id: z.int(), email: z.string() })

/** Profile text fields a user may change (spec 1 §3), with Django's default max lengths. */
export const profileTextFields = {
  first_name: 150,
  last_name: 150,
  address_street: 255,
  address_number: 32,
  address_zip_code: 32,
  address_city: 255,
  address_country: 2,
  address_state: 255,
  phone_private: 64,
  phone_mobile: 64,
  phone_business: 64,
} as const

// null counts as "" (clear the field), as the profile always did; an absent field stays unchanged.
// Every profile text is one line: line breaks, control and bidi characters are stripped
// (src/domain/singleLineText.ts; docs/decisions.md "Single-line text").
const oneLine = (v: unknown) => (typeof v === 'string' ? toSingleLineText(v) : (v ?? ''))
const profileText = (max: number) => z.preprocess(oneLine, z.string({ error: drfText.notString }).max(max, drfText.tooLong(max))).optional()
const profileChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => v ?? '', z.union([z.literal(''), z.enum(values)], { error: (issue) => drfText.invalidChoice(issue.input) })).optional()

/** A name the profile requires (spec 1: "first_name and last_name are marked required"): when sent, not blank. */
const profileName = (max: number) =>
  z
    .preprocess(oneLine, z.string({ error: drfText.notString }).trim().min(1, drfText.blank).max(max, drfText.tooLong(max)).meta({ pattern: NOT_BLANK }))
    .optional()
/** An ISO alpha-2 code of the country list, or "" for none. */
const profileCountry = z
  .preprocess(
    (v) => v ?? '',
    z
      .string({ error: drfText.notString })
      .refine((v) => v === '' || countryByAlpha2('en', v) !== undefined, { error: (issue) => drfText.invalidChoice(issue.input) }),
  )
  .optional()
  // The same list as the rule above, in either case, so the document takes exactly the codes it does.
  .meta({
    type: 'string',
    pattern: `^(${countries('en')
      .map((c) => [...c.alpha2].map((ch) => `[${ch.toUpperCase()}${ch}]`).join(''))
      .join('|')})?$`,
    description: 'An ISO 3166 alpha-2 code (`DE`), or "" for none.',
  })

/** PATCH /users/me/: every field optional; id, email and unknown fields are ignored. */
export const profileBody = z.object({
  ...(Object.fromEntries(Object.entries(profileTextFields).map(([field, max]) => [field, profileText(max)])) as {
    [K in keyof typeof profileTextFields]: ReturnType<typeof profileText>
  }),
  first_name: profileName(profileTextFields.first_name),
  last_name: profileName(profileTextFields.last_name),
  address_country: profileCountry,
  title: profileChoice(titles),
  gender: profileChoice(genders),
  language: profileChoice(apiLanguages),
  wishlist: wishlistField.optional(),
})

const noneOr = <const T extends readonly [string, ...string[]]>(values: T) => z.union([z.literal(''), z.enum(values)])
const tradeOnly = (schema: z.ZodType) => schema.optional().describe('Trade users only.')

/** GET /users/me/ as src/server/auth/profile.ts toProfile answers it: unset text fields are "". */
export const profile = z.strictObject({
  id: z.int(),
  email: z.string(),
  title: noneOr(titles),
  gender: noneOr(genders),
  ...(Object.fromEntries(Object.keys(profileTextFields).map((f) => [f, z.string()])) as { [K in keyof typeof profileTextFields]: z.ZodString }),
  language: noneOr(apiLanguages),
  wishlist: z.array(z.strictObject({ article: z.string(), date_added: z.string() })),
  currency: tradeOnly(z.enum(Object.keys(currencies) as [Currency, ...Currency[]])),
  customerId: tradeOnly(z.string()),
  name: tradeOnly(z.string().describe('Spec 3 §3 "Logged-in user": first and last name (the e-mail address without them).')),
  portal_locations: tradeOnly(
    z.array(
      z.strictObject({
        location: z.strictObject({ id: z.int(), name: z.string() }),
        permissions: z.array(z.enum(portalPermissions)).describe('What the user may do in the portal for this store (spec 3 §6).'),
      }),
    ),
  ),
})
