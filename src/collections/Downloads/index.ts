import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { uploadDir } from '@/collections/Media'
import { revalidateCollection } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'

/**
 * Download items of the download list (spec 1 §3): title1, title2, description, previewImage and
 * the file itself. Payload records filesize, filename and MIME type from the uploaded bytes.
 */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  admin: { group: 'Content', useAsTitle: 'title1', defaultColumns: ['title1', 'filename', 'filesize'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection(cacheTags.media),
  upload: {
    staticDir: path.join(uploadDir, 'downloads'),
    mimeTypes: ['application/pdf', 'application/zip', 'image/jpeg', 'image/png', 'image/webp'],
  },
  fields: [
    { name: 'title1', type: 'text', localized: true, required: true },
    { name: 'title2', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'previewImage', type: 'upload', relationTo: 'media' },
  ],
}
