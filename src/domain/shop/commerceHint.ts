/**
 * The commerce token's cookie is HttpOnly, so the server sets this readable companion with it and
 * clears it with it: "a commerce session may exist here". It holds no secret and grants nothing;
 * it lets the header ask for the cart's line count only where a trade user ordered before.
 */
export const COMMERCE_HINT_COOKIE = '_wff_commerce_signed_in'

export function hasCommerceHint(cookies: string | null | undefined): boolean {
  return (cookies ?? '').split(';').some((part) => {
    const [name, value] = part.trim().split('=')
    return name === COMMERCE_HINT_COOKIE && Boolean(value)
  })
}
