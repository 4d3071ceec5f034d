import type { GlobalConfig } from 'payload'
import { isBrandStaff } from '@/access/roles'
import { isJewelleryPiecesLimit, JEWELLERY_PIECES_LIMITS, MAX_JEWELLERY_PIECES } from '@/domain/trade/linePieces'

/**
 * The shop's own settings (issue 33): how many pieces one jewellery line may hold. The server
 * checks every added or changed line against it, and answers it with the cart and the catalogue, so
 * the order form and the cart offer exactly the pieces the server takes. Brand staff and admins edit
 * it, as they keep the price lists and VAT rates; nobody else reads it here.
 */
export const TradeSettings: GlobalConfig = {
  slug: 'trade-settings',
  label: 'Shop settings',
  admin: { group: 'Trade' },
  access: { read: isBrandStaff, update: isBrandStaff },
  fields: [
    {
      name: 'maxJewelleryPieces',
      label: 'Pieces per jewellery line',
      type: 'number',
      required: true,
      defaultValue: MAX_JEWELLERY_PIECES,
      min: JEWELLERY_PIECES_LIMITS.min,
      max: JEWELLERY_PIECES_LIMITS.max,
      admin: {
        step: 1,
        description: `The most pieces of one configuration a line may hold (a ring of the year always one). Applies to lines added or changed from now on; lines already in a cart keep their pieces. ${JEWELLERY_PIECES_LIMITS.min} to ${JEWELLERY_PIECES_LIMITS.max}.`,
      },
      validate: (value: unknown) =>
        isJewelleryPiecesLimit(value) ? true : `A whole number from ${JEWELLERY_PIECES_LIMITS.min} to ${JEWELLERY_PIECES_LIMITS.max}`,
    },
  ],
}
