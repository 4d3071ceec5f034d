import type { BlockBase } from '@/blocks/blockBase'
import type { WizardView } from '@/server/content/types'

/** `storyUuid`: the story the wizard sits on, sent with its contact form. */
export type WizardBlockView = BlockBase & { blockType: 'wizard'; wizard: WizardView; storyUuid: string }
