import { PreviewBadges } from '@/blocks/PreviewBadges'

/** Filled in by the microsite route; the preview shows where the jeweller's content goes. */
export function JewelerContent({ preview }: { preview: boolean }) {
  return preview ? <PreviewBadges.Placeholder /> : null
}
