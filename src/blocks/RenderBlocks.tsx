import { Accordion } from '@/blocks/Accordion/Component'
import { AudioPlayer } from '@/blocks/AudioPlayer/Component'
import { Banner } from '@/blocks/Banner/Component'
import { CardContainer } from '@/blocks/CardContainer/Component'
import { ContactTiles } from '@/blocks/ContactTiles/Component'
import { DownloadList } from '@/blocks/DownloadList/Component'
import { Headline } from '@/blocks/Headline/Component'
import { Hero } from '@/blocks/Hero/Component'
import { Iframe } from '@/blocks/Iframe/Component'
import { ImageParallax } from '@/blocks/ImageParallax/Component'
import { ImageSlideshow } from '@/blocks/ImageSlideshow/Component'
import { LargeCardContainer } from '@/blocks/LargeCardContainer/Component'
import { ProductList } from '@/blocks/ProductList/Component'
import { Quote } from '@/blocks/Quote/Component'
import { RichText } from '@/blocks/RichText/Component'
import { SetCarousel } from '@/blocks/SetCarousel/Component'
import { StoreLocator } from '@/blocks/StoreLocator/Component'
import { TeaserBoxes } from '@/blocks/TeaserBoxes/Component'
import { TechnicalData } from '@/blocks/TechnicalData/Component'
import { TextOnMedia } from '@/blocks/TextOnMedia/Component'
import { Tiles } from '@/blocks/Tiles/Component'
import { Video } from '@/blocks/Video/Component'
import { Youtube } from '@/blocks/Youtube/Component'
import { AddressForm } from '@/blocks/AddressForm/Component'
import { AppointmentForm } from '@/blocks/AppointmentForm/Component'
import { ContactForm } from '@/blocks/ContactForm/Component'
import { MuseumForm } from '@/blocks/MuseumForm/Component'
import { NewsletterForm } from '@/blocks/NewsletterForm/Component'
import { UnsubscribeForm } from '@/blocks/UnsubscribeForm/Component'
import { Wizard } from '@/blocks/Wizard/Component'
import { PreviewBadges } from '@/blocks/PreviewBadges'
import { visibleInChannel, type Channel } from '@/domain/visibility'
import type { BlockView } from '@/blocks/blockView'
import styles from './RenderBlocks.module.css'

type Props = {
  blocks: BlockView[]
  channel: Channel | 'preview'
  /**
   * The page's title when the blocks carry its one <h1> (not on product pages: ProductHero has it).
   * See pageHeading().
   */
  title?: string
}

/**
 * Every page has exactly one <h1> (axe page-has-heading-one). A leading hero or headline block is the
 * page's main heading, so its heading is the <h1>. Any other first block (a form, rich text, a wizard)
 * has a heading of a section at most — a form's "Write to us" under the page "Contact" — so the
 * page's title comes first as an <h1> and the blocks' headings stay <h2>. It is for screen readers
 * only: what shows at the top is the editors' design (a banner, a form), and a second visible title
 * above it would change every such page's layout and its largest paint.
 */
export function pageHeading(blocks: readonly BlockView[], title: string | undefined): 'firstBlock' | 'title' | 'none' {
  if (title === undefined) return 'none'
  const type = blocks[0]?.blockType
  return type === 'hero' || type === 'headline' ? 'firstBlock' : 'title'
}

/**
 * Renders the blocks of one channel. Device limits are CSS media rules on a wrapper, so the
 * other device's block never flashes, with or without JavaScript. The editor preview renders both
 * channels, each block with its channel and device badges.
 */
export function RenderBlocks({ blocks, channel, title }: Props) {
  const preview = channel === 'preview'
  const shown = blocks.filter((block) => preview || visibleInChannel(block, channel))
  const heading = pageHeading(shown, title)
  return (
    <>
      {heading === 'title' ? <h1 className="visually-hidden">{title}</h1> : null}
      {shown.map((block, index) => (
        <div key={block.id || index} className={wrapperClass(block, index, preview)} data-block={block.blockType}>
          {preview ? <PreviewBadges block={block} /> : null}
          <Block block={block} first={index === 0} h1={heading === 'firstBlock' && index === 0} preview={preview} />
        </div>
      ))}
    </>
  )
}

/**
 * Blocks after the first render lazily (`content-visibility: auto`): until a block nears the viewport
 * the browser skips its layout and paint, and its lazy images are not fetched. The first block stays
 * as it is, so the top of the page (the hero, the LCP image) paints at once. The preview renders all
 * blocks, since editors compare them side by side. docs/decisions.md, "Lazy rendering of blocks".
 */
function wrapperClass(block: BlockView, index: number, preview: boolean): string {
  if (preview) return `${styles[block.device]} ${styles.preview}`
  return index > 0 ? `${styles[block.device]} ${styles.deferred}` : styles[block.device]
}

function Block({ block, first, h1, preview }: { block: BlockView; first: boolean; h1: boolean; preview: boolean }) {
  switch (block.blockType) {
    case 'hero':
      return <Hero block={block} priority={first} h1={h1} />
    case 'richText':
      return <RichText block={block} />
    case 'quote':
      return <Quote block={block} />
    case 'productList':
      return <ProductList block={block} />
    case 'setCarousel':
      return <SetCarousel block={block} />
    case 'technicalData':
      return <TechnicalData block={block} />
    case 'cardContainer':
      return <CardContainer block={block} />
    case 'largeCardContainer':
      return <LargeCardContainer block={block} />
    case 'teaserBoxes':
      return <TeaserBoxes block={block} />
    case 'tiles':
      return <Tiles block={block} />
    case 'textOnMedia':
      return <TextOnMedia block={block} />
    case 'imageParallax':
      return <ImageParallax block={block} />
    case 'imageSlideshow':
      return <ImageSlideshow block={block} />
    case 'video':
      return <Video block={block} />
    case 'youtube':
      return <Youtube block={block} />
    case 'audioPlayer':
      return <AudioPlayer block={block} />
    case 'downloadList':
      return <DownloadList block={block} />
    case 'accordion':
      return <Accordion block={block} />
    case 'contactTiles':
      return <ContactTiles block={block} />
    case 'headline':
      return <Headline block={block} h1={h1} />
    case 'banner':
      return <Banner block={block} />
    case 'iframe':
      return <Iframe block={block} />
    case 'contactForm':
      return <ContactForm block={block} />
    case 'appointmentForm':
      return <AppointmentForm block={block} />
    case 'addressForm':
      return <AddressForm block={block} />
    case 'newsletterForm':
      return <NewsletterForm block={block} />
    case 'unsubscribeForm':
      return <UnsubscribeForm block={block} />
    case 'museumForm':
      return <MuseumForm block={block} />
    case 'wizard':
      return <Wizard block={block} preview={preview} />
    case 'storeLocator':
      return <StoreLocator block={block} />
    case 'jewelerContent':
      // Filled in by the microsite route; the preview shows where the jeweller's content goes.
      return preview ? <PreviewBadges.Placeholder /> : null
  }
}
