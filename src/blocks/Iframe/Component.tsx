import type { IframeBlockView } from '@/blocks/Iframe/view'
import styles from './styles.module.css'

/**
 * Embedded third-party page. Its height is fixed in the CMS, so the box is reserved before the
 * frame loads; the sandbox keeps the embed from navigating the page or opening downloads.
 */
export function Iframe({ block }: { block: IframeBlockView }) {
  if (!isWebUrl(block.src)) return null
  return (
    <figure className={styles.iframe}>
      <iframe
        src={block.src}
        title={block.title}
        loading="lazy"
        height={block.height}
        style={{ height: `${block.height}px` }}
        className={styles.frame}
        sandbox={sandboxFor(block.src)}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </figure>
  )
}

/**
 * A page of this site gets an opaque origin: with both allow-scripts and allow-same-origin it could
 * lift its own sandbox and reach the visitor's session. Allowed third-party hosts keep their origin,
 * which their widgets need for their own storage.
 */
function sandboxFor(src: string): string {
  return src.startsWith('/') ? 'allow-scripts allow-popups allow-forms' : 'allow-scripts allow-same-origin allow-popups allow-forms'
}

/**
 * Only web pages (site paths included): a javascript: or data: source would run with whatever the
 * sandbox allows. The CMS checks the origin; this guards against anything that slipped past it.
 */
function isWebUrl(src: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(src, 'https://site.invalid').protocol)
  } catch {
    return false
  }
}
