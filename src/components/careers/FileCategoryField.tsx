'use client'

import { useId, useRef } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { APPLICATION_FILE_ACCEPT, type FileCategory } from '@/domain/careers/application'
import { formatFileSize } from '@/domain/fileSize'
import type { UploadDescriptor } from '@/components/careers/useApplicationFiles'
import styles from './Careers.module.css'

type Props = {
  category: FileCategory
  files: UploadDescriptor[]
  /** Marked as missing (spec 3 §5): the form was sent without a file of this category. */
  missing: boolean
  onAdd: (category: FileCategory, file: File) => void
  onRemove: (key: string) => void
}

/** One category's files: a file input that uploads at once, and the chosen files with their state. */
export function FileCategoryField({ category, files, missing, onAdd, onRemove }: Props) {
  const t = useTranslations('personio')
  const locale = useLocale()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const label = t(`files.categories.${category}`)
  return (
    <div className={styles.fileCategory} data-category={category} data-missing={missing || undefined}>
      <label htmlFor={id} className={styles.fileLabel}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        name={`file-${category}`}
        accept={APPLICATION_FILE_ACCEPT}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        className={styles.fileInput}
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          if (chosen) onAdd(category, chosen)
          // The same file may be chosen again after removing it.
          event.target.value = ''
        }}
      />
      {missing ? (
        <p id={`${id}-missing`} className={styles.missing}>
          {t('files.missing')}
        </p>
      ) : null}
      {files.length ? (
        <ul className={styles.fileList} aria-live="polite">
          {files.map((f) => (
            <li key={f.key} className={styles.file} data-state={f.state}>
              <span className={styles.fileName}>{f.filename}</span>
              <span className={styles.fileMeta}>
                {formatFileSize(f.size, locale)} · {f.state === 'failed' ? t(f.reason as never) : t(`files.${f.state}`)}
              </span>
              {f.state !== 'uploading' ? (
                <button type="button" className={styles.remove} onClick={() => onRemove(f.key)} aria-label={t('files.remove', { name: f.filename })}>
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
