import 'server-only'
import { COMMERCE_LIFETIME_S } from '@/server/trade/commerceToken'

/** Spec 2 §9: the commerce token's cookie, beside the account's _wff_access_token. */
export const COMMERCE_COOKIE = '_wff_commerce_token'

const secure = () => ((process.env.PUBLIC_URL ?? '').startsWith('https://') ? '; Secure' : '')

/** HttpOnly: the browser's scripts never read the token; the site's server and the API do. */
export function commerceCookie(token: string): string {
  return `${COMMERCE_COOKIE}=${token}; Path=/; Max-Age=${COMMERCE_LIFETIME_S}; HttpOnly; SameSite=Lax${secure()}`
}
