import type { CSSProperties } from 'react'
import { preload } from 'react-dom'
import type { ImageView } from '@/server/content/types'

type Props = { desktop: ImageView; mobile: ImageView; priority?: boolean; sizes?: string; className?: string }

const srcSetOf = (image: ImageView) => image.srcSet.map((s) => `${s.url} ${s.width}w`).join(', ')

/**
 * Separate desktop and mobile media in one <picture>: the browser fetches only the one its width
 * needs (two hidden <img>s would both download, and both be preloaded when above the fold).
 * Desktop from 890 px, as the spec's breakpoints.
 */
export function ArtDirectedImage({ desktop, mobile, priority = false, sizes = '100vw', className }: Props) {
  if (priority) {
    // Above the fold: announce the one image this width needs in <head>, before any CSS or script.
    preload(mobile.url, { as: 'image', imageSrcSet: srcSetOf(mobile), imageSizes: sizes, media: '(max-width: 889px)', fetchPriority: 'high' })
    preload(desktop.url, { as: 'image', imageSrcSet: srcSetOf(desktop), imageSizes: sizes, media: '(min-width: 890px)', fetchPriority: 'high' })
  }
  // Each medium has its own focal point: the <img> shows whichever source the width picked, so both
  // positions travel with it and base.css chooses by the same 890 px query as the <source>.
  const focus = { '--focus-mobile': mobile.focus ?? '50% 50%', '--focus-desktop': desktop.focus ?? '50% 50%' } as CSSProperties
  return (
    <picture className={className}>
      <source media="(min-width: 890px)" srcSet={srcSetOf(desktop)} sizes={sizes} width={desktop.width} height={desktop.height} />
      <img
        src={mobile.url}
        srcSet={srcSetOf(mobile)}
        sizes={sizes}
        width={mobile.width}
        height={mobile.height}
        alt={mobile.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        data-art-directed=""
        style={focus}
      />
    </picture>
  )
}
