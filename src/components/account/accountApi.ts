/** JSON calls of the account forms to the contract API (same origin, the cookie rides along). */
export type ApiResult = { status: number; body: Record<string, unknown> }

export async function sendJson(method: 'POST' | 'PATCH', url: string, body?: unknown): Promise<ApiResult> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  })
  const text = await res.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = text ? JSON.parse(text) : {}
  } catch {
    parsed = { detail: text }
  }
  return { status: res.status, body: parsed }
}
