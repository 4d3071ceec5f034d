/** Channel and device limits of a block (spec 1 §1): which blocks a channel renders. */
export type Channel = 'default' | 'microsite'
export type Visibility = { channel: 'default' | 'microsite' | 'both'; device: 'desktop' | 'mobile' | 'both' }

export function visibleInChannel(block: Pick<Visibility, 'channel'>, channel: Channel): boolean {
  return block.channel === 'both' || block.channel === channel
}
