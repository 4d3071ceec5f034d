import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { BannerBlockView } from '@/blocks/Banner/view'
import type { UrlLocale } from '@/i18n/locales'
import type { BannerBlock } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'

export function mapBanner(block: BannerBlock, locale: UrlLocale): BannerBlockView {
  return { ...blockBase(block), blockType: 'banner', text: block.text, link: mapLink(block.link, locale), linkCaption: block.linkCaption ?? undefined }
}
