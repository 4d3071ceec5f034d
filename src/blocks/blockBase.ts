import type { Visibility } from '@/domain/visibility'

/** What every block's view carries: its id (forms send it as storyblok_component_uid) and where it shows. */
export type BlockBase = Visibility & { id: string }
