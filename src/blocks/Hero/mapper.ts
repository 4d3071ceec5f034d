import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { HeroBlockView } from '@/blocks/Hero/view'
import type { UrlLocale } from '@/i18n/locales'
import type { HeroBlock } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'
import { mapImage } from '@/server/content/mapMedia'

export function mapHero(block: HeroBlock, locale: UrlLocale): HeroBlockView {
  return {
    ...blockBase(block),
    blockType: 'hero',
    title: block.title,
    subtitle: block.subtitle ?? undefined,
    imageDesktop: mapImage(block.imageDesktop),
    imageMobile: mapImage(block.imageMobile),
    overlay: Boolean(block.overlay),
    link: mapLink(block.link, locale),
    linkCaption: block.linkCaption ?? undefined,
  }
}
