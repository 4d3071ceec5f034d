import type { PayloadRequest } from 'payload'
import { defaultLocale, isUrlLocale } from '@/i18n/locales'
import { publicUrl } from '@/server/http/publicUrl'
import { PREVIEW_TOKEN_PARAM, signPreviewToken } from '@/server/preview/previewToken'

/**
 * The address of a draft in the site's preview, with a token minted for the editor who asks.
 * Absolute on the public origin: Payload's live preview accepts messages only from its frame's origin.
 */
export async function previewUrl(args: { collection: string; id?: number | string; locale?: string; req: PayloadRequest }): Promise<string | null> {
  const { collection, id, locale, req } = args
  if (!id || !req.user) return null
  const token = await signPreviewToken(req.user, req.payload.secret)
  // Korean is a data locale without public pages: preview it in the default language.
  const urlLocale = locale && isUrlLocale(locale) ? locale : defaultLocale
  return `${publicUrl()}/${urlLocale}/preview/${collection}/${id}/?${PREVIEW_TOKEN_PARAM}=${encodeURIComponent(token)}`
}
