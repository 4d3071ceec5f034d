import type { BlockBase } from '@/blocks/blockBase'
import type { FormBlockSettings } from '@/server/content/types'

export type MuseumFormBlockView = BlockBase & { blockType: 'museumForm' } & FormBlockSettings
