'use client'

import { useRef, useState } from 'react'
import { applicationReason, type FileCategory } from '@/domain/careers/application'

export const FILE_UPLOAD_URL = '/api/next/personio-form-file/'

/** Spec 3 §3: the upload descriptor — filename, size, category, state — and the server's uuid once uploaded. */
export type UploadDescriptor = {
  key: string
  filename: string
  size: number
  category: FileCategory
  state: 'uploading' | 'uploaded' | 'failed'
  uuid?: string
  /** The reason of a refused upload (shown as personio.{reason}). */
  reason?: string
}

/** The first reason of an `{errors: [{field, errors: [{reason}]}]}` body. */
export function firstReason(body: unknown): string | undefined {
  const errors = (body as { errors?: { errors?: { reason?: unknown }[] }[] } | null)?.errors
  const reason = errors?.[0]?.errors?.[0]?.reason
  return typeof reason === 'string' ? reason : undefined
}

/**
 * The application's files (spec 3 §4): each uploads at once when chosen; uploaded files are kept
 * (whatever the rest of the form does), and `busy` is true while any is still uploading, which
 * the submit button shows as loading.
 */
export function useApplicationFiles() {
  const [files, setFiles] = useState<UploadDescriptor[]>([])
  const counter = useRef(0)

  const patch = (key: string, change: Partial<UploadDescriptor>) => setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)))

  async function add(category: FileCategory, file: File) {
    const key = `f${++counter.current}`
    setFiles((all) => [...all, { key, filename: file.name, size: file.size, category, state: 'uploading' }])
    const body = new FormData()
    body.append('file', file)
    body.append('category', category)
    try {
      const response = await fetch(FILE_UPLOAD_URL, { method: 'POST', body, credentials: 'same-origin' })
      const answer = await response.json().catch(() => null)
      if (response.status === 201 && answer && typeof answer.uuid === 'string') patch(key, { state: 'uploaded', uuid: answer.uuid })
      else patch(key, { state: 'failed', reason: firstReason(answer) ?? 'file-upload.upload-failed' })
    } catch {
      patch(key, { state: 'failed', reason: 'file-upload.upload-failed' })
    }
  }

  const remove = (key: string) => setFiles((all) => all.filter((f) => f.key !== key))

  return {
    files,
    add,
    remove,
    busy: files.some((f) => f.state === 'uploading'),
    /** Categories with a file that is uploading or uploaded: these clear the missing-category error. */
    covered: new Set(files.filter((f) => f.state !== 'failed').map((f) => f.category)),
    uploaded: files.filter((f): f is UploadDescriptor & { uuid: string } => f.state === 'uploaded' && !!f.uuid),
    missingReason: applicationReason.missingFiles,
  }
}
