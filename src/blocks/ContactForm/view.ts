import type { BlockBase } from '@/blocks/blockBase'
import type { LinkView } from '@/domain/linkView'
import type { FormBlockSettings } from '@/server/content/types'

export type ContactFormBlockView = BlockBase & { blockType: 'contactForm'; variant: 'default' | 'withProducts'; backLink?: LinkView } & FormBlockSettings
