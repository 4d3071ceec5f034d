/**
 * Answers in the shapes of Django REST framework, which the spec's client was written against:
 * field errors as `{field: [messages]}`, other errors as `{detail}`, DRF's own texts.
 */
export const drfText = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  invalidEmail: 'Enter a valid email address.',
  notString: 'Not a valid string.',
  invalidChoice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  invalidInteger: 'A valid integer is required.',
  minValue: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
} as const

export type FieldErrors = Record<string, string[]>

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function noContent(headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function fieldErrors(errors: FieldErrors): Response {
  return json(errors, 400)
}

const MAX_BODY_BYTES = 64 * 1024

type BodyRead<T> = { data: T; error?: undefined } | { data?: undefined; error: Response }

/** A request body's text, or 413 past `maxBytes` (declared or read). */
async function readBodyText(request: Request, maxBytes: number): Promise<BodyRead<string>> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return { error: json({ detail: 'Request body too large.' }, 413) }
  const text = await request.text()
  if (Buffer.byteLength(text) > maxBytes) return { error: json({ detail: 'Request body too large.' }, 413) }
  return { data: text }
}

function parseJson(text: string): BodyRead<unknown> {
  try {
    return { data: JSON.parse(text) as unknown }
  } catch (err) {
    return { error: json({ detail: `JSON parse error - ${(err as Error).message}` }, 400) }
  }
}

/** The JSON object of a request body, or the DRF-shaped error response to send instead. */
export async function readJsonObject(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyRead<Record<string, unknown>>> {
  const read = await readBodyText(request, maxBytes)
  if (read.error) return read
  if (!read.data.trim()) return { data: {} }
  const parsed = parseJson(read.data)
  if (parsed.error) return parsed
  if (!parsed.data || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) {
    const got = Array.isArray(parsed.data) ? 'list' : typeof parsed.data
    return { error: json({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] }, 400) }
  }
  return { data: parsed.data as Record<string, unknown> }
}

/**
 * A request body's JSON value of any kind (the portal's action list is a bare array), or the error to
 * send instead: 413 past `maxBytes`, 400 for a body that is no JSON, an empty one included.
 */
export async function readJsonValue(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyRead<unknown>> {
  const read = await readBodyText(request, maxBytes)
  return read.error ? read : parseJson(read.data)
}
