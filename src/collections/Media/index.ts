import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/access/roles'
import { revalidateCollection } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'

// Run-time folder, not a build input: turbopackIgnore keeps the build from tracing the project.
export const uploadDir = path.resolve(/*turbopackIgnore: true*/ process.env.UPLOAD_DIR ?? '.data/uploads')

/**
 * Images in the spec's sizes: 1600 desktop, 889 mobile, a 500-wide quality-10 placeholder. WebP at
 * effort 2, not sharp's default 4: measured on the demo images, 3.5× faster to encode (the seed's
 * largest cost: 154 images × four files) for files 4.6 % larger.
 */
const webp = (quality: number) => ({ format: 'webp' as const, options: { quality, effort: 2 } })
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection(cacheTags.media),
  upload: {
    staticDir: uploadDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    formatOptions: webp(80),
    imageSizes: [
      { name: 'desktop', width: 1600, withoutEnlargement: true, formatOptions: webp(80) },
      { name: 'mobile', width: 889, withoutEnlargement: true, formatOptions: webp(80) },
      { name: 'placeholder', width: 500, formatOptions: webp(10) },
    ],
    adminThumbnail: 'mobile',
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
