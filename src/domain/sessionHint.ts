/**
 * The browser cannot see the HttpOnly session cookie, so the server sets this readable companion
 * with it and clears it with it: "a session may exist here". It holds no secret (its value is
 * "1") and grants nothing; it only spares signed-out page views the `GET /users/me/` that would
 * answer 401 (and log an error in the console).
 */
export const SESSION_HINT_COOKIE = '_wff_signed_in'

/** Whether a Cookie header (or `document.cookie`) carries the hint. */
export function hasSessionHint(cookies: string | null | undefined): boolean {
  return (cookies ?? '').split(';').some((part) => {
    const [name, value] = part.trim().split('=')
    return name === SESSION_HINT_COOKIE && Boolean(value)
  })
}
