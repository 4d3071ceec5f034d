/** What an engraving image (engraving type 3) may be: the formats an engraver's machine reads. */
export const ENGRAVING_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const
export type EngravingImageType = (typeof ENGRAVING_IMAGE_TYPES)[number]

/** 5 MB, counted in bytes of the file itself. */
export const ENGRAVING_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** The file name extension the server gives a stored image of each type (never the sender's name). */
export const ENGRAVING_IMAGE_EXTENSIONS: Record<EngravingImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
}

/** Message keys of the upload's refusals (shop.engraving.*), shown beside the file field. */
export const ENGRAVING_IMAGE_ERRORS = {
  wrongFile: 'shop.engraving.wrong-file',
  unsafeSvg: 'shop.engraving.unsafe-svg',
  unknownImage: 'shop.engraving.image-unknown',
} as const
