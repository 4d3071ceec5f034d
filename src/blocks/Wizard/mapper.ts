import 'server-only'
import { blockBase, type BlockContext } from '@/blocks/blockMapper'
import type { WizardBlockView } from '@/blocks/Wizard/view'
import type { UrlLocale } from '@/i18n/locales'
import type { WizardBlock } from '@/payload-types'
import { mapWizard } from '@/server/content/mapWizard'

export function mapWizardBlock(block: WizardBlock, locale: UrlLocale, context: BlockContext): WizardBlockView | undefined {
  // A wizard the visitor may not read (deleted) is left out, like a block without its media.
  if (!block.wizard || typeof block.wizard !== 'object') return undefined
  return { ...blockBase(block), blockType: 'wizard', wizard: mapWizard(block.wizard, locale), storyUuid: context.storyUuid ?? '' }
}
