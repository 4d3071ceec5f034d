import 'server-only'
import { COMMERCE_HINT_COOKIE } from '@/domain/shop/commerceHint'
import { COMMERCE_LIFETIME_S } from '@/server/trade/commerceToken'

/** Spec 2 §9: the commerce token's cookie, beside the account's _wff_access_token. */
export const COMMERCE_COOKIE = '_wff_commerce_token'

const secure = () => ((process.env.PUBLIC_URL ?? '').startsWith('https://') ? '; Secure' : '')

/** HttpOnly: the browser's scripts never read the token; the site's server and the API do. */
export function commerceCookie(token: string): string {
  return `${COMMERCE_COOKIE}=${token}; Path=/; Max-Age=${COMMERCE_LIFETIME_S}; HttpOnly; SameSite=Lax${secure()}`
}

/** The token's cookie and its readable hint, set together. */
export function commerceCookies(token: string): string[] {
  return [commerceCookie(token), `${COMMERCE_HINT_COOKIE}=1; Path=/; Max-Age=${COMMERCE_LIFETIME_S}; SameSite=Lax${secure()}`]
}

/** Both cleared together (logout), so neither outlives the account session. */
export function clearedCommerceCookies(): string[] {
  return [`${COMMERCE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure()}`, `${COMMERCE_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`]
}
