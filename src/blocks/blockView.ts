import type { HeroBlockView } from '@/blocks/Hero/view'
import type { RichTextBlockView } from '@/blocks/RichText/view'
import type { QuoteBlockView } from '@/blocks/Quote/view'
import type { ProductListBlockView } from '@/blocks/ProductList/view'
import type { CardContainerBlockView } from '@/blocks/CardContainer/view'
import type { LargeCardContainerBlockView } from '@/blocks/LargeCardContainer/view'
import type { TextOnMediaBlockView } from '@/blocks/TextOnMedia/view'
import type { HeadlineBlockView } from '@/blocks/Headline/view'
import type { StoreLocatorBlockView } from '@/blocks/StoreLocator/view'
import type { BannerBlockView } from '@/blocks/Banner/view'
import type { AccordionBlockView } from '@/blocks/Accordion/view'
import type { ContactTilesBlockView } from '@/blocks/ContactTiles/view'
import type { DownloadListBlockView } from '@/blocks/DownloadList/view'
import type { ImageParallaxBlockView } from '@/blocks/ImageParallax/view'
import type { TeaserBoxesBlockView } from '@/blocks/TeaserBoxes/view'
import type { AudioPlayerBlockView } from '@/blocks/AudioPlayer/view'
import type { SetCarouselBlockView } from '@/blocks/SetCarousel/view'
import type { TechnicalDataBlockView } from '@/blocks/TechnicalData/view'
import type { TilesBlockView } from '@/blocks/Tiles/view'
import type { ImageSlideshowBlockView } from '@/blocks/ImageSlideshow/view'
import type { IframeBlockView } from '@/blocks/Iframe/view'
import type { VideoBlockView } from '@/blocks/Video/view'
import type { YoutubeBlockView } from '@/blocks/Youtube/view'
import type { JewelerContentBlockView } from '@/blocks/JewelerContent/view'
import type { ContactFormBlockView } from '@/blocks/ContactForm/view'
import type { AppointmentFormBlockView } from '@/blocks/AppointmentForm/view'
import type { AddressFormBlockView } from '@/blocks/AddressForm/view'
import type { NewsletterFormBlockView } from '@/blocks/NewsletterForm/view'
import type { UnsubscribeFormBlockView } from '@/blocks/UnsubscribeForm/view'
import type { MuseumFormBlockView } from '@/blocks/MuseumForm/view'
import type { WizardBlockView } from '@/blocks/Wizard/view'

/**
 * The app's own shape of a page builder block, as components see it: each block's folder defines its
 * member in view.ts and turns the stored block into it in mapper.ts (src/blocks/mapBlocks.ts).
 */
export type BlockView =
  | HeroBlockView
  | RichTextBlockView
  | QuoteBlockView
  | ProductListBlockView
  | CardContainerBlockView
  | LargeCardContainerBlockView
  | TextOnMediaBlockView
  | HeadlineBlockView
  | StoreLocatorBlockView
  | BannerBlockView
  | AccordionBlockView
  | ContactTilesBlockView
  | DownloadListBlockView
  | ImageParallaxBlockView
  | TeaserBoxesBlockView
  | AudioPlayerBlockView
  | SetCarouselBlockView
  | TechnicalDataBlockView
  | TilesBlockView
  | ImageSlideshowBlockView
  | IframeBlockView
  | VideoBlockView
  | YoutubeBlockView
  | JewelerContentBlockView
  | ContactFormBlockView
  | AppointmentFormBlockView
  | AddressFormBlockView
  | NewsletterFormBlockView
  | UnsubscribeFormBlockView
  | MuseumFormBlockView
  | WizardBlockView

export type BlockType = BlockView['blockType']

export type BlockViewOf<T extends BlockType> = Extract<BlockView, { blockType: T }>
