import { createHash } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

/**
 * Signed preview tokens (spec 1 §2: preview only with the editor marker and a valid signed token,
 * never a guessable flag). The admin mints one for the editor who opens a preview; it names the
 * editor and expires, and only this server can sign it.
 */
export const PREVIEW_TOKEN_LIFETIME_S = 2 * 60 * 60

/** The editor marker: preview parameters start with `_preview`; this one carries the signed token. */
export const PREVIEW_TOKEN_PARAM = '_preview_token'

export type PreviewClaims = { purpose: 'preview'; editor: string }

const keyFor = (secret: string) => createHash('sha256').update(`maison.preview:${secret}`).digest()

/**
 * Tokens are minted per hour, not per call: the admin rebuilds the live-preview address on every
 * autosave, and a new token each time would change the frame's address and reload it while the
 * editor types. Within the hour the same editor gets the same token, valid `lifetimeS` from then.
 */
const MINT_WINDOW_S = 60 * 60

export async function signPreviewToken(
  editor: { id: number | string },
  secret: string,
  lifetimeS = PREVIEW_TOKEN_LIFETIME_S,
  now = Date.now(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000 / MINT_WINDOW_S) * MINT_WINDOW_S
  return new SignJWT({ purpose: 'preview', editor: String(editor.id) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + MINT_WINDOW_S + lifetimeS)
    .sign(keyFor(secret))
}

/** True only for a well-signed, unexpired preview token. */
export async function isValidPreviewToken(token: unknown, secret: string): Promise<boolean> {
  if (typeof token !== 'string' || token.length > 2048) return false
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'] })
    return payload.purpose === 'preview' && typeof payload.editor === 'string'
  } catch {
    return false
  }
}
