import type { ApplicationFileType } from '@/domain/careers/application'
import { sniffImageType } from '@/server/trade/sniffImageType'

const PDF = Buffer.from('%PDF-')
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])

/**
 * What an application file is, by its bytes only (the sender's type and name say nothing
 * reliable): a PDF (its header first, a trailer with the cross-reference and `%%EOF` in the last
 * KB — the check Payload's upload makes too, so a file passing here is stored), a Word document (a
 * ZIP holding `[Content_Types].xml` and `word/document.xml`, names a ZIP stores uncompressed), a
 * PNG or a JPEG. Null for anything else — an executable renamed to .pdf included.
 */
export function sniffDocumentType(bytes: Uint8Array): ApplicationFileType | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buffer.subarray(0, PDF.length).equals(PDF)) {
    const tail = buffer.subarray(Math.max(0, buffer.length - 1024)).toString('latin1')
    return tail.includes('%%EOF') && tail.includes('xref') ? 'application/pdf' : null
  }
  if (buffer.subarray(0, 4).equals(ZIP)) {
    return buffer.includes('[Content_Types].xml') && buffer.includes('word/document.xml')
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : null
  }
  const image = sniffImageType(bytes)
  return image === 'image/png' || image === 'image/jpeg' ? image : null
}
