import { consume, type LimitName } from '@/server/rateLimit/limiter'
import { json } from '@/server/http/drf'
import { localeFrom, translatorFor } from '@/server/i18n/translator'

/** Spends one attempt of every named limit; the first spent one answers 429 in the caller's language. */
export async function throttle(request: Request, checks: [LimitName, string][], language?: unknown): Promise<Response | null> {
  for (const [name, key] of checks) {
    const result = await consume(name, key)
    if (!result.ok) {
      const t = await translatorFor(localeFrom(language, request.headers.get('accept-language')))
      return json({ detail: t('api.throttled', { seconds: result.retryAfterS }) }, 429, { 'Retry-After': String(result.retryAfterS) })
    }
  }
  return null
}
