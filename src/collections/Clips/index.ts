import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { uploadDir } from '@/collections/Media'
import { revalidateCollection } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'

/** Video and audio files for the video, audio player and card blocks; images live in media. */
export const Clips: CollectionConfig = {
  slug: 'clips',
  labels: { singular: 'Video or audio', plural: 'Video & audio' },
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'filename', 'mimeType', 'filesize'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection(cacheTags.media),
  upload: {
    staticDir: path.join(uploadDir, 'clips'),
    mimeTypes: ['video/mp4', 'video/webm', 'audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav'],
  },
  fields: [{ name: 'title', type: 'text', localized: true, required: true }],
}
