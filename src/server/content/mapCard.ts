import type { UrlLocale } from '@/i18n/locales'
import type { CardContainerBlock } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'
import { mapClip, mapImage } from '@/server/content/mapMedia'
import type { CardView } from '@/server/content/types'

/** The large card container stores its cards in the same shape. */
type StoredCard = NonNullable<CardContainerBlock['cards']>[number]

export function mapCard(card: StoredCard, locale: UrlLocale): CardView {
  return {
    id: card.id ?? '',
    headline: card.headline,
    text: card.text ?? undefined,
    link: mapLink(card.link, locale),
    linkCaption: card.linkCaption ?? undefined,
    imageDesktop: mapImage(card.imageDesktop),
    imageMobile: mapImage(card.imageMobile),
    videoDesktop: mapClip(card.videoDesktop),
    videoMobile: mapClip(card.videoMobile),
  }
}
