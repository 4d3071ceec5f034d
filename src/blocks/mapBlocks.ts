import 'server-only'
import { mapHero } from '@/blocks/Hero/mapper'
import { mapRichText } from '@/blocks/RichText/mapper'
import { mapQuote } from '@/blocks/Quote/mapper'
import { mapProductList } from '@/blocks/ProductList/mapper'
import { mapCardContainer } from '@/blocks/CardContainer/mapper'
import { mapLargeCardContainer } from '@/blocks/LargeCardContainer/mapper'
import { mapTextOnMedia } from '@/blocks/TextOnMedia/mapper'
import { mapHeadline } from '@/blocks/Headline/mapper'
import { mapStoreLocator } from '@/blocks/StoreLocator/mapper'
import { mapBanner } from '@/blocks/Banner/mapper'
import { mapAccordion } from '@/blocks/Accordion/mapper'
import { mapContactTiles } from '@/blocks/ContactTiles/mapper'
import { mapDownloadList } from '@/blocks/DownloadList/mapper'
import { mapImageParallax } from '@/blocks/ImageParallax/mapper'
import { mapTeaserBoxes } from '@/blocks/TeaserBoxes/mapper'
import { mapAudioPlayer } from '@/blocks/AudioPlayer/mapper'
import { mapSetCarousel } from '@/blocks/SetCarousel/mapper'
import { mapTechnicalData } from '@/blocks/TechnicalData/mapper'
import { mapTiles } from '@/blocks/Tiles/mapper'
import { mapImageSlideshow } from '@/blocks/ImageSlideshow/mapper'
import { mapIframe } from '@/blocks/Iframe/mapper'
import { mapVideo } from '@/blocks/Video/mapper'
import { mapYoutube } from '@/blocks/Youtube/mapper'
import { mapJewelerContent } from '@/blocks/JewelerContent/mapper'
import { mapContactForm } from '@/blocks/ContactForm/mapper'
import { mapAppointmentForm } from '@/blocks/AppointmentForm/mapper'
import { mapAddressForm } from '@/blocks/AddressForm/mapper'
import { mapNewsletterForm } from '@/blocks/NewsletterForm/mapper'
import { mapUnsubscribeForm } from '@/blocks/UnsubscribeForm/mapper'
import { mapMuseumForm } from '@/blocks/MuseumForm/mapper'
import { mapWizardBlock } from '@/blocks/Wizard/mapper'
import type { BlockContext, StoredBlock } from '@/blocks/blockMapper'
import type { BlockView } from '@/blocks/blockView'
import type { UrlLocale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

type StoredBlockOf<T extends StoredBlock['blockType']> = Extract<StoredBlock, { blockType: T }>

/** Turns one stored block into its view; undefined leaves the block out (it lost its required media, say). */
type BlockMapper<T extends StoredBlock['blockType']> = (block: StoredBlockOf<T>, locale: UrlLocale, context: BlockContext) => BlockView | undefined

/** Each block's mapper (its folder's mapper.ts), by block type: a block missing here does not compile. */
const blockMappers: { [T in StoredBlock['blockType']]: BlockMapper<T> } = {
  hero: mapHero,
  richText: mapRichText,
  quote: mapQuote,
  productList: mapProductList,
  cardContainer: mapCardContainer,
  largeCardContainer: mapLargeCardContainer,
  textOnMedia: mapTextOnMedia,
  headline: mapHeadline,
  storeLocator: mapStoreLocator,
  banner: mapBanner,
  accordion: mapAccordion,
  contactTiles: mapContactTiles,
  downloadList: mapDownloadList,
  imageParallax: mapImageParallax,
  teaserBoxes: mapTeaserBoxes,
  audioPlayer: mapAudioPlayer,
  setCarousel: mapSetCarousel,
  technicalData: mapTechnicalData,
  tiles: mapTiles,
  imageSlideshow: mapImageSlideshow,
  iframe: mapIframe,
  video: mapVideo,
  youtube: mapYoutube,
  jewelerContent: mapJewelerContent,
  contactForm: mapContactForm,
  appointmentForm: mapAppointmentForm,
  addressForm: mapAddressForm,
  newsletterForm: mapNewsletterForm,
  unsubscribeForm: mapUnsubscribeForm,
  museumForm: mapMuseumForm,
  wizard: mapWizardBlock,
}

/** Turns stored blocks into BlockViews; a block that lost its required media is left out. */
export function mapBlocks(layout: Page['layout'], locale: UrlLocale, context: BlockContext = {}): BlockView[] {
  return (layout ?? []).flatMap((block) => {
    const view = mapBlock(block, locale, context)
    return view ? [view] : []
  })
}

function mapBlock(block: StoredBlock, locale: UrlLocale, context: BlockContext): BlockView | undefined {
  // A type no longer registered (stored before its block was removed) maps to nothing, as it renders nothing.
  if (!Object.hasOwn(blockMappers, block.blockType)) return undefined
  // The lookup pairs each type with its own mapper; TypeScript cannot follow that through the union.
  const map = blockMappers[block.blockType] as BlockMapper<StoredBlock['blockType']>
  return map(block, locale, context)
}
