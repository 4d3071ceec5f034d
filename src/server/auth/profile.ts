import type { Jeweler, User } from '@/payload-types'
import { apiLanguages, genders, titles } from '@/domain/profile'
import { drfText, type FieldErrors } from '@/server/http/drf'
import { validateWishlist, type WishlistEntry } from '@/server/wishlist/validateWishlist'
import type { Payload } from 'payload'
import { hasTradeRole } from '@/domain/trade/tradeRoles'

/** Profile text fields a user may change (spec 1 §3), with Django's default max lengths. */
const textFields = {
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
const choiceFields = { title: titles, gender: genders, language: apiLanguages } as const

export type Profile = Record<string, unknown>

/** GET /users/me/: the profile of spec 1 §3; trade users also see currency, customerId, portal_locations. */
export function toProfile(user: User): Profile {
  const profile: Profile = {
    id: user.id,
    email: user.email,
    title: user.title ?? '',
    gender: user.gender ?? '',
    ...Object.fromEntries(Object.keys(textFields).map((f) => [f, (user as unknown as Record<string, unknown>)[f] ?? ''])),
    language: user.language ?? '',
    wishlist: Array.isArray(user.wishlist) ? user.wishlist : [],
  }
  if (hasTradeRole(user.role)) {
    profile.currency = user.currency ?? 'EUR'
    profile.customerId = user.customerId ?? ''
    profile.portal_locations = (user.portal_locations ?? [])
      .filter((l): l is Jeweler => typeof l === 'object' && l !== null)
      .map((l) => ({ location: { id: l.id, name: l.name } }))
  }
  return profile
}

/**
 * Validates a PATCH of the profile. id and email are read-only and ignored, as are unknown fields;
 * enum fields accept their values or "" (none).
 */
export async function profileChanges(
  payload: Payload,
  data: Record<string, unknown>,
): Promise<{ changes: Record<string, unknown>; errors?: undefined } | { errors: FieldErrors; changes?: undefined }> {
  const errors: FieldErrors = {}
  const changes: Record<string, unknown> = {}
  for (const [field, max] of Object.entries(textFields)) {
    if (!(field in data)) continue
    const value = data[field] ?? ''
    if (typeof value !== 'string') errors[field] = [drfText.notString]
    else if (value.length > max) errors[field] = [drfText.tooLong(max)]
    else changes[field] = field === 'address_country' ? value.toUpperCase() : value
  }
  for (const [field, allowed] of Object.entries(choiceFields)) {
    if (!(field in data)) continue
    const value = data[field] ?? ''
    if (value === '') changes[field] = null
    else if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) changes[field] = value
    else errors[field] = [drfText.invalidChoice(value)]
  }
  if ('wishlist' in data) {
    const result = await validateWishlist(payload, data.wishlist)
    if (result.errors) errors.wishlist = result.errors
    else changes.wishlist = result.entries satisfies WishlistEntry[]
  }
  return Object.keys(errors).length ? { errors } : { changes }
}
