import { Image } from '@/components/ui/Image/Image'
import type { ImageView } from '@/server/content/types'

type Props = { image?: ImageView; sizes?: string; priority?: boolean; className?: string }

/** A CMS image through the design system's Image: sized renditions, no layout shift. */
export function ContentImage({ image, sizes = '100vw', priority, className }: Props) {
  if (!image) return <Image src={null} alt="" width={1} height={1} className={className} />
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      srcSet={image.srcSet}
      sizes={sizes}
      priority={priority}
      placeholderUrl={image.placeholderUrl}
      focus={image.focus}
      className={className}
    />
  )
}
