import type { BlockBase } from '@/blocks/blockBase'

/** `href`: the locator's own page, for visitors without JavaScript. */
export type StoreLocatorBlockView = BlockBase & { blockType: 'storeLocator'; headline?: string; intro?: string; anchor?: string; href: string }
