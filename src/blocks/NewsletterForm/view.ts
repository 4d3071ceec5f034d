import type { BlockBase } from '@/blocks/blockBase'
import type { FormBlockSettings } from '@/server/content/types'

export type NewsletterFormBlockView = BlockBase & { blockType: 'newsletterForm'; variant: 'full' | 'short' } & FormBlockSettings
