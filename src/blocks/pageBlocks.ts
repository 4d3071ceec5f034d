import type { Block } from 'payload'
import { AccordionBlock } from '@/blocks/Accordion/config'
import { AudioPlayerBlock } from '@/blocks/AudioPlayer/config'
import { BannerBlock } from '@/blocks/Banner/config'
import { CardContainerBlock } from '@/blocks/CardContainer/config'
import { ContactTilesBlock } from '@/blocks/ContactTiles/config'
import { DownloadListBlock } from '@/blocks/DownloadList/config'
import { HeadlineBlock } from '@/blocks/Headline/config'
import { HeroBlock } from '@/blocks/Hero/config'
import { IframeBlock } from '@/blocks/Iframe/config'
import { JewelerContentBlock } from '@/blocks/JewelerContent/config'
import { ImageParallaxBlock } from '@/blocks/ImageParallax/config'
import { ImageSlideshowBlock } from '@/blocks/ImageSlideshow/config'
import { LargeCardContainerBlock } from '@/blocks/LargeCardContainer/config'
import { ProductListBlock } from '@/blocks/ProductList/config'
import { QuoteBlock } from '@/blocks/Quote/config'
import { RichTextBlock } from '@/blocks/RichText/config'
import { SetCarouselBlock } from '@/blocks/SetCarousel/config'
import { StoreLocatorBlock } from '@/blocks/StoreLocator/config'
import { TeaserBoxesBlock } from '@/blocks/TeaserBoxes/config'
import { TechnicalDataBlock } from '@/blocks/TechnicalData/config'
import { TextOnMediaBlock } from '@/blocks/TextOnMedia/config'
import { TilesBlock } from '@/blocks/Tiles/config'
import { VideoBlock } from '@/blocks/Video/config'
import { YoutubeBlock } from '@/blocks/Youtube/config'
import { AddressFormBlock } from '@/blocks/AddressForm/config'
import { AppointmentFormBlock } from '@/blocks/AppointmentForm/config'
import { ContactFormBlock } from '@/blocks/ContactForm/config'
import { MuseumFormBlock } from '@/blocks/MuseumForm/config'
import { NewsletterFormBlock } from '@/blocks/NewsletterForm/config'
import { UnsubscribeFormBlock } from '@/blocks/UnsubscribeForm/config'
import { WizardBlock } from '@/blocks/Wizard/config'

/**
 * The page builder's blocks. A block lives in its folder (config, view, mapper, component) and is
 * registered in three lookups: here (Payload), mapBlocks (server) and RenderBlocks (the page).
 */
export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  HeadlineBlock,
  QuoteBlock,
  ProductListBlock,
  SetCarouselBlock,
  TechnicalDataBlock,
  CardContainerBlock,
  LargeCardContainerBlock,
  TeaserBoxesBlock,
  TilesBlock,
  TextOnMediaBlock,
  ImageParallaxBlock,
  ImageSlideshowBlock,
  VideoBlock,
  YoutubeBlock,
  AudioPlayerBlock,
  DownloadListBlock,
  AccordionBlock,
  ContactTilesBlock,
  BannerBlock,
  IframeBlock,
  ContactFormBlock,
  AppointmentFormBlock,
  AddressFormBlock,
  NewsletterFormBlock,
  UnsubscribeFormBlock,
  MuseumFormBlock,
  WizardBlock,
  StoreLocatorBlock,
]

/** Pages may place the jeweller placeholder; a jeweller's own microsite content cannot nest it. */
export const pageLayoutBlocks: Block[] = [...pageBlocks, JewelerContentBlock]
