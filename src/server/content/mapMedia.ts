import type { Media } from '@/payload-types'
import type { ImageView } from '@/server/content/types'

type Size = { url?: string | null; width?: number | null; height?: number | null } | undefined

/** Media documents become ImageViews: the largest size as src, every size in srcset. */
export function mapImage(media: number | Media | null | undefined): ImageView | undefined {
  if (!media || typeof media !== 'object' || !media.url) return undefined
  const sizes = (media.sizes ?? {}) as Record<string, Size>
  const srcSet = [sizes.mobile, sizes.desktop, { url: media.url, width: media.width, height: media.height }]
    .filter((s): s is { url: string; width: number } => Boolean(s?.url && s.width))
    .map(({ url, width }) => ({ url, width }))
    .filter((s, i, all) => all.findIndex((o) => o.width === s.width) === i)
    .sort((a, b) => a.width - b.width)
  return {
    url: sizes.desktop?.url ?? media.url,
    width: media.width ?? 1600,
    height: media.height ?? 900,
    alt: media.alt ?? '',
    srcSet,
    placeholderUrl: sizes.placeholder?.url ?? undefined,
  }
}

export function mapImages(list: (number | Media)[] | null | undefined): ImageView[] {
  return (list ?? []).map(mapImage).filter((i): i is ImageView => Boolean(i))
}
