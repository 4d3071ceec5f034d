import { Accordion } from '@/blocks/Accordion/Component'
import { Banner } from '@/blocks/Banner/Component'
import { Headline } from '@/blocks/Headline/Component'
import { CardContainer } from '@/blocks/CardContainer/Component'
import { ContactTiles } from '@/blocks/ContactTiles/Component'
import { Hero } from '@/blocks/Hero/Component'
import { ProductList } from '@/blocks/ProductList/Component'
import { Quote } from '@/blocks/Quote/Component'
import { RichText } from '@/blocks/RichText/Component'
import { TextOnMedia } from '@/blocks/TextOnMedia/Component'
import { visibleInChannel, type Channel } from '@/domain/visibility'
import type { BlockView } from '@/server/content/types'
import styles from './RenderBlocks.module.css'


/**
 * Renders the blocks of one channel. Device limits are CSS media rules on a wrapper, so the
 * other device's block never flashes, with or without JavaScript.
 */
export function RenderBlocks({ blocks, channel }: { blocks: BlockView[]; channel: Channel }) {
  return blocks
    .filter((block) => visibleInChannel(block, channel))
    .map((block, index) => (
      <div key={block.id || index} className={styles[block.device]} data-block={block.blockType}>
        <Block block={block} first={index === 0} />
      </div>
    ))
}

function Block({ block, first }: { block: BlockView; first: boolean }) {
  switch (block.blockType) {
    case 'hero':
      return <Hero block={block} priority={first} />
    case 'richText':
      return <RichText block={block} />
    case 'quote':
      return <Quote block={block} />
    case 'productList':
      return <ProductList block={block} />
    case 'cardContainer':
      return <CardContainer block={block} />
    case 'textOnMedia':
      return <TextOnMedia block={block} />
    case 'accordion':
      return <Accordion block={block} />
    case 'contactTiles':
      return <ContactTiles block={block} />
    case 'headline':
      return <Headline block={block} />
    case 'banner':
      return <Banner block={block} />
  }
}
