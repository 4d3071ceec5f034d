import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { uploadDir } from '@/collections/Media'
import { ENGRAVING_IMAGE_TYPES } from '@/domain/trade/engravingImage'

/**
 * Images jewellers upload for an image engraving (type 3), through POST
 * /api/v1/commerce/engraving-images/ only: the server checks the bytes, names the file and sets store
 * and user, and a cart line may use only an image of its own store and user. Trade data, so brand
 * staff and admins see them (and their files) in /admin; the shop never reads them back. Kept as
 * sent (no resizing or conversion): the engraver needs the original.
 */
export const EngravingImages: CollectionConfig = {
  slug: 'engraving-images',
  admin: { group: 'Trade', defaultColumns: ['filename', 'store', 'user', 'createdAt'] },
  access: tradeDataAccess,
  upload: {
    // A folder of their own: these are order data, not the site's media.
    staticDir: path.join(uploadDir, 'engraving-images'),
    mimeTypes: [...ENGRAVING_IMAGE_TYPES],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'store', type: 'relationship', relationTo: 'jewelers', required: true, index: true, admin: { readOnly: true } },
        { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
      ],
    },
  ],
}
