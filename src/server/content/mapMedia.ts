import type { Download, Media } from '@/payload-types'
import type { ClipView, DownloadView, ImageView } from '@/server/content/types'

type Size = { url?: string | null; width?: number | null; height?: number | null } | undefined

/**
 * Upload addresses as root-relative paths. Payload prefixes them with its serverURL (PUBLIC_URL), so a
 * page opened at another host name of the same server (127.0.0.1 for localhost) loaded its images
 * cross-origin, which the CSP's img-src 'self' refuses. Files on other hosts (S3) stay absolute.
 */
export function uploadPath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+(?=\/cms-api\/)/, '')
}

/** Media documents become ImageViews: the largest size as src, every size in srcset. */
export function mapImage(media: number | Media | null | undefined): ImageView | undefined {
  if (!media || typeof media !== 'object' || !media.url) return undefined
  const sizes = (media.sizes ?? {}) as Record<string, Size>
  const srcSet = [sizes.mobile, sizes.desktop, { url: media.url, width: media.width, height: media.height }]
    .filter((s): s is { url: string; width: number } => Boolean(s?.url && s.width))
    .map(({ url, width }) => ({ url: uploadPath(url), width }))
    .filter((s, i, all) => all.findIndex((o) => o.width === s.width) === i)
    .sort((a, b) => a.width - b.width)
  return {
    url: uploadPath(sizes.desktop?.url ?? media.url),
    width: media.width ?? 1600,
    height: media.height ?? 900,
    alt: media.alt ?? '',
    srcSet,
    placeholderUrl: sizes.placeholder?.url ? uploadPath(sizes.placeholder.url) : undefined,
    focus: focusOf(media),
  }
}

/** Payload's focal point (percent from the left and the top); the centre is every crop's default. */
export function focusOf(media: Pick<Media, 'focalX' | 'focalY'>): string | undefined {
  const x = clampPercent(media.focalX)
  const y = clampPercent(media.focalY)
  if (x === undefined || y === undefined || (x === 50 && y === 50)) return undefined
  return `${x}% ${y}%`
}

const clampPercent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value * 10) / 10)) : undefined

export function mapImages(list: (number | Media)[] | null | undefined): ImageView[] {
  return (list ?? []).map(mapImage).filter((i): i is ImageView => Boolean(i))
}

type ClipDoc = { url?: string | null; mimeType?: string | null }

/** A clip (video or audio) as the player needs it; missing files drop out. */
export function mapClip(clip: number | ClipDoc | null | undefined): ClipView | undefined {
  if (!clip || typeof clip !== 'object' || !clip.url || !clip.mimeType) return undefined
  return { url: uploadPath(clip.url), mimeType: clip.mimeType }
}

export function mapDownload(download: number | Download | null | undefined): DownloadView | undefined {
  if (!download || typeof download !== 'object' || !download.url || !download.filename) return undefined
  return {
    id: String(download.id),
    title1: download.title1,
    title2: download.title2 ?? undefined,
    description: download.description ?? undefined,
    filesize: download.filesize ?? 0,
    url: uploadPath(download.url),
    filename: download.filename,
    mimeType: download.mimeType ?? 'application/octet-stream',
    previewImage: mapImage(download.previewImage),
  }
}
