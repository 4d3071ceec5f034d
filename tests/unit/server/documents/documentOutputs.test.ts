import { describe, expect, it } from 'vitest'
import { orderDocumentAttachment, orderDocumentResponse } from '@/server/documents/documentOutputs'
import { documentView } from '../../../support/orderDocuments'

describe('order document outputs', () => {
  it('answer the PDF inline under its file name, kept by no shared cache', async () => {
    const response = await orderDocumentResponse(documentView('invoice'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('inline; filename="invoice-DE-2026-000123.pdf"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-length')).toBe(String(body.length))
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('attach the same bytes to a mail, named by the shipment for a delivery note', async () => {
    const view = documentView('delivery-note')
    const attachment = await orderDocumentAttachment(view)
    expect(attachment.filename).toBe('delivery-note-2026-000042-1.pdf')
    expect(attachment.contentType).toBe('application/pdf')
    const served = Buffer.from(await (await orderDocumentResponse(view)).arrayBuffer())
    expect(attachment.content.equals(served)).toBe(true)
    expect((await orderDocumentAttachment(documentView('confirmation'))).filename).toBe('confirmation-2026-000042.pdf')
  })
})
