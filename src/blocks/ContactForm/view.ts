import type { BlockBase } from '@/blocks/blockBase'
import type { FormBlockSettings, LinkView } from '@/server/content/types'

export type ContactFormBlockView = BlockBase & { blockType: 'contactForm'; variant: 'default' | 'withProducts'; backLink?: LinkView } & FormBlockSettings
