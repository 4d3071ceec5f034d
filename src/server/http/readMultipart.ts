import { json } from '@/server/http/drf'

const tooLarge = () => ({ error: json({ detail: 'Request body too large.' }, 413) })

/**
 * The form of a multipart/form-data request, or the DRF-shaped answer to send instead: 415 for
 * another content type, 413 when the body is larger than `maxBytes`, 400 when it does not parse.
 * The body is read with a running count, so a sender that declares no length (or a false one) is
 * cut off at the limit instead of being held in memory whole.
 */
export async function readMultipart(
  request: Request,
  maxBytes: number,
): Promise<{ data: FormData; error?: undefined } | { data?: undefined; error: Response }> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    return { error: json({ detail: `Unsupported media type "${type.split(';')[0]}" in request.` }, 415) }
  }
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge()

  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return tooLarge()
      }
      chunks.push(value)
    }
  }
  try {
    return { data: await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData() }
  } catch (err) {
    return { error: json({ detail: `Multipart form parse error - ${(err as Error).message}` }, 400) }
  }
}
