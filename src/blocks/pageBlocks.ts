import type { Block } from 'payload'
import { AccordionBlock } from '@/blocks/Accordion/config'
import { BannerBlock } from '@/blocks/Banner/config'
import { HeadlineBlock } from '@/blocks/Headline/config'
import { ContactTilesBlock } from '@/blocks/ContactTiles/config'
import { CardContainerBlock } from '@/blocks/CardContainer/config'
import { HeroBlock } from '@/blocks/Hero/config'
import { ProductListBlock } from '@/blocks/ProductList/config'
import { QuoteBlock } from '@/blocks/Quote/config'
import { RichTextBlock } from '@/blocks/RichText/config'
import { TextOnMediaBlock } from '@/blocks/TextOnMedia/config'

/** The page builder's blocks: registered here and in RenderBlocks, nowhere else. */
export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  QuoteBlock,
  ProductListBlock,
  CardContainerBlock,
  TextOnMediaBlock,
  AccordionBlock,
  ContactTilesBlock,
  HeadlineBlock,
  BannerBlock,
]
