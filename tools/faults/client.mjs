// The HTTP client of the scenarios: never throws, so a request cut off by a kill or an outage is a
// result like any other (status 0) with the time it took.
import { performance } from 'node:perf_hooks'

/** `token` goes as a bearer token (the site's accounts); `authorization` as it is (a staff session's `JWT <token>`). */
export async function call(base, method, path, { token, authorization, body, timeoutMs = 15_000, accept = 'application/json' } = {}) {
  const started = performance.now()
  const headers = { accept }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  if (authorization) headers.authorization = authorization
  // The API refuses writes from another site; a browser on the site sends its own origin.
  if (method !== 'GET') headers.origin = base
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await res.text()
    let parsed = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = text.slice(0, 200)
    }
    return { status: res.status, body: parsed, ms: performance.now() - started }
  } catch (err) {
    return { status: 0, body: null, error: err.cause?.code ?? err.name ?? String(err), ms: performance.now() - started }
  }
}

/** The result's body, or an error naming the call. */
export async function must(base, method, path, options) {
  const res = await call(base, method, path, options)
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${path} → ${res.status} ${res.error ?? JSON.stringify(res.body)?.slice(0, 300)}`)
  return res.body
}

/** An account token (the site's sign-in). */
export async function signIn(base, email, password) {
  const { access } = await must(base, 'POST', '/api/v1/jwt/create/', { body: { email, password } })
  return access
}

/** A commerce token per store the account may order for: [{ store, currency, token }]. */
export async function commerceTokens(base, access) {
  const locations = await must(base, 'GET', '/api/v1/locations/', { token: access })
  const tokens = []
  for (const location of locations) {
    const res = await call(base, 'POST', `/api/v1/locations/${location.id}/commerce/authenticate/`, { token: access })
    if (res.status === 200) tokens.push({ store: location.id, currency: location.currency ?? null, token: res.body.token })
  }
  return tokens
}

export function percentile(values, p) {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
