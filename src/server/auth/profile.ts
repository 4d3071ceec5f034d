import type { Jeweler, User } from '@/payload-types'
import { profileBody, profileTextFields as textFields } from '@/server/auth/schemas'
import type { FieldErrors } from '@/server/http/drf'
import { fieldErrorsOf } from '@/server/http/zodErrors'
import { validateWishlist, type WishlistEntry } from '@/server/wishlist/validateWishlist'
import type { Payload } from 'payload'
import { hasTradeRole } from '@/domain/trade/tradeRoles'
import { accessOf } from '@/server/portal/portalAccess'
import { personName } from '@/server/portal/names'

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
 * The answer of GET and PATCH /users/me/: the profile, and for trade users spec 3 §3's "Logged-in
 * user" too: their `name` and each portal location's `permissions` (the portal's client decides what
 * to offer by them; every portal call checks them again).
 */
export async function profileOf(payload: Payload, user: User): Promise<Profile> {
  const profile = toProfile(user)
  const access = await accessOf(payload, user)
  if (!access || !Array.isArray(profile.portal_locations)) return profile
  profile.name = personName(user)
  profile.portal_locations = (profile.portal_locations as { location: { id: number; name: string } }[]).map((l) => ({
    ...l,
    permissions: [...(access.stores.get(String(l.location.id)) ?? [])].sort(),
  }))
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
  const parsed = profileBody.safeParse(data)
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error)
  const changes: Record<string, unknown> = {}
  if (parsed.success) {
    const { wishlist: _checkedBelow, ...fields } = parsed.data
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) continue
      // An enum field's "" is "none"; a country code is stored upper-case.
      if (field in textFields) changes[field] = field === 'address_country' ? (value as string).toUpperCase() : value
      else changes[field] = value === '' ? null : value
    }
  }
  if ('wishlist' in data) {
    const result = await validateWishlist(payload, data.wishlist)
    if (result.errors) errors.wishlist = result.errors
    else changes.wishlist = result.entries satisfies WishlistEntry[]
  }
  return Object.keys(errors).length ? { errors } : { changes }
}
