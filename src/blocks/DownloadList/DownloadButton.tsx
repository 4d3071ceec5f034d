'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import styles from './styles.module.css'

type State = 'idle' | 'preparing' | 'saved'

/** Safari and Firefox read the object URL after click() returns; revoking at once can cancel the save. */
export const REVOKE_DELAY_MS = 10_000

/**
 * Spec 1 §4, §7: the file is fetched from the asset host and saved under its own name (a plain
 * download link would be ignored cross-origin and open the PDF instead). The link stays a real
 * download link, so the file can still be had without JavaScript or with a modified click.
 */
export function DownloadButton({ url, filename, label }: { url: string; filename: string; label: string }) {
  const t = useTranslations('blocks.download')
  const [state, setState] = useState<State>('idle')
  const [failed, setFailed] = useState(false)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => () => abort.current?.abort(), [])

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    // New tab, save-as and the like keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (state === 'preparing') return
    setFailed(false)
    setState('preparing')
    const controller = new AbortController()
    abort.current = controller
    try {
      const response = await fetch(url, { signal: controller.signal })
      if (!response.ok) throw new Error(`Download failed with ${response.status}`)
      saveBlob(await response.blob(), filename)
      setState('saved')
    } catch {
      if (controller.signal.aborted) return
      setFailed(true)
      setState('idle')
    }
  }

  return (
    <div className={styles.action}>
      <a
        href={url}
        download={filename}
        className={styles.button}
        aria-label={label}
        aria-busy={state === 'preparing' || undefined}
        aria-disabled={state === 'preparing' || undefined}
        data-state={state}
        data-track-button-type="download"
        onClick={download}
      >
        {state === 'preparing' ? t('preparing') : state === 'saved' ? t('saved') : t('action')}
      </a>
      {/* The link's name stays the file's name, so its progress is announced here. */}
      <span role="status" className="visually-hidden">
        {state === 'idle' ? '' : state === 'preparing' ? t('preparing') : t('saved')}
      </span>
      {/* Always rendered, even empty: screen readers announce changes to alerts already in the tree. */}
      <p role="alert" className={styles.error}>
        {failed ? t('failed') : null}
      </p>
    </div>
  )
}

function saveBlob(blob: Blob, filename: string) {
  const objectUrl = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = objectUrl
  anchor.download = filename
  // Firefox only follows clicks on anchors that are in the document.
  anchor.hidden = true
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_DELAY_MS)
}
