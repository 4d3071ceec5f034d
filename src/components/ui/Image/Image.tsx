'use client'

import { useEffect, useRef, useState, type CSSProperties } from 'react'
import styles from './Image.module.css'

export type ImageSource = { url: string; width: number }

export type ImageProps = {
  /** Missing src (e.g. product without media) renders a neutral placeholder. */
  src?: string | null
  alt: string
  width: number
  height: number
  srcSet?: readonly ImageSource[]
  /** Defaults to 100vw when srcSet is given. */
  sizes?: string
  /** Above-the-fold images: eager load with high fetch priority (LCP). */
  priority?: boolean
  /** Tiny blurred preview shown behind the image until it has loaded. */
  placeholderUrl?: string
  /** Size of the monogram in the missing-image placeholder, in px (spec: 80). */
  placeholderSize?: number
  /** The editors' focal point as a CSS position: a cropped (object-fit: cover) image keeps it in view. */
  focus?: string
  className?: string
}

export const DEFAULT_PLACEHOLDER_SIZE = 80

/**
 * Plain responsive <img> (the CMS already delivers sized renditions, so
 * next/image's optimiser is not needed). Width/height attributes and the
 * --aspect-ratio custom property reserve the box: no layout shift.
 */
export function Image({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  priority = false,
  placeholderUrl,
  placeholderSize = DEFAULT_PLACEHOLDER_SIZE,
  focus,
  className,
}: ImageProps) {
  const imgRef = useRef<HTMLImageElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [hydrated, setHydrated] = useState(false)

  // A cached image can finish before hydration attaches onLoad.
  useEffect(() => {
    setHydrated(true)
    if (imgRef.current?.complete && imgRef.current.naturalWidth > 0) setLoaded(true)
  }, [src])

  // Custom properties only; all layout rules live in the CSS module.
  const vars = {
    '--aspect-ratio': `${width} / ${height}`,
    // Read by base.css's object-position for every img, whichever component's CSS crops it.
    ...(focus ? { '--focus': focus } : {}),
    // Above the fold the blurred preview would become the LCP element and delay the real one. Below
    // it, the preview (a CSS background, which the browser fetches at once, lazy or not) is set after
    // hydration, so a page's dozen previews do not compete with its first paint.
    ...(placeholderUrl && !priority && hydrated ? { '--placeholder-image': `url("${placeholderUrl}")` } : {}),
  } as CSSProperties

  if (!src) {
    const placeholderVars = { ...vars, '--placeholder-size': `${placeholderSize}px` } as CSSProperties
    return (
      <span
        role="img"
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={[styles.image, styles.missing, className].filter(Boolean).join(' ')}
        style={placeholderVars}
      >
        <svg className={styles.monogram} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <circle cx="20" cy="20" r="19" fill="none" stroke="currentColor" strokeWidth="0.75" />
          <path d="M13 29l7-18 7 18M15.5 23h9" fill="none" stroke="currentColor" strokeWidth="0.9" />
        </svg>
      </span>
    )
  }

  const img = (
    <img
      ref={imgRef}
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet?.map((s) => `${s.url} ${s.width}w`).join(', ')}
      sizes={srcSet ? (sizes ?? '100vw') : sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={() => setLoaded(true)}
      className={[styles.image, placeholderUrl && styles.overPreview, placeholderUrl ? undefined : className].filter(Boolean).join(' ')}
      style={vars}
    />
  )

  if (!placeholderUrl) return img

  // The preview needs its own layer to be blurred without blurring the photo.
  return (
    <span className={[styles.frame, loaded && styles.loaded, className].filter(Boolean).join(' ')} style={vars}>
      {img}
    </span>
  )
}
