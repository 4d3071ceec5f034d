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
import { JewelerContent } from '@/blocks/JewelerContent/Component'
import { AddressForm } from '@/blocks/AddressForm/Component'
import { AppointmentForm } from '@/blocks/AppointmentForm/Component'
import { ContactForm } from '@/blocks/ContactForm/Component'
import { MuseumForm } from '@/blocks/MuseumForm/Component'
import { NewsletterForm } from '@/blocks/NewsletterForm/Component'
import { UnsubscribeForm } from '@/blocks/UnsubscribeForm/Component'
import { Wizard } from '@/blocks/Wizard/Component'
import { PreviewBadges } from '@/blocks/PreviewBadges'
import type { BlockType, BlockView, BlockViewOf } from '@/blocks/blockView'
import { visibleInChannel, type Channel } from '@/domain/visibility'
import type { ReactNode } from 'react'
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

/** What RenderBlocks hands every block: a component takes the props it needs and ignores the rest. */
type BlockProps<T extends BlockType> = { block: BlockViewOf<T>; first: boolean; h1: boolean; preview: boolean }

type BlockComponent<T extends BlockType> = (props: BlockProps<T>) => ReactNode | Promise<ReactNode>

/**
 * Each block's component (its folder's Component.tsx), by block type: a block missing here does not
 * compile. The first block's hero image loads first; a leading hero or headline is the page's <h1>.
 */
const blockComponents: { [T in BlockType]: BlockComponent<T> } = {
  hero: ({ block, first, h1 }) => <Hero block={block} priority={first} h1={h1} />,
  richText: RichText,
  quote: Quote,
  productList: ProductList,
  setCarousel: SetCarousel,
  technicalData: TechnicalData,
  cardContainer: CardContainer,
  largeCardContainer: LargeCardContainer,
  teaserBoxes: TeaserBoxes,
  tiles: Tiles,
  textOnMedia: TextOnMedia,
  imageParallax: ImageParallax,
  imageSlideshow: ImageSlideshow,
  video: Video,
  youtube: Youtube,
  audioPlayer: AudioPlayer,
  downloadList: DownloadList,
  accordion: Accordion,
  contactTiles: ContactTiles,
  headline: Headline,
  banner: Banner,
  iframe: Iframe,
  contactForm: ContactForm,
  appointmentForm: AppointmentForm,
  addressForm: AddressForm,
  newsletterForm: NewsletterForm,
  unsubscribeForm: UnsubscribeForm,
  museumForm: MuseumForm,
  wizard: Wizard,
  storeLocator: StoreLocator,
  jewelerContent: JewelerContent,
}

function Block(props: BlockProps<BlockType>) {
  // The lookup pairs each type with its own component; TypeScript cannot follow that through the union.
  const Component = blockComponents[props.block.blockType] as BlockComponent<BlockType>
  return <Component {...props} />
}
