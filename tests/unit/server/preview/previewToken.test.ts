import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { isValidPreviewToken, signPreviewToken } from '@/server/preview/previewToken'

// Spec 1 §2: preview only "when query parameters starting with an editor marker are present"; the
// issue: "a valid signed preview token (never a guessable flag)".
describe('preview tokens', () => {
  const secret = 'test-secret'

  it('accepts a token this server signed for an editor', async () => {
    expect(await isValidPreviewToken(await signPreviewToken({ id: 7 }, secret), secret)).toBe(true)
  })

  it('refuses tokens of another secret, expired ones, other purposes and junk', async () => {
    expect(await isValidPreviewToken(await signPreviewToken({ id: 7 }, 'other'), secret)).toBe(false)
    expect(await isValidPreviewToken(await signPreviewToken({ id: 7 }, secret, 60, Date.now() - 3 * 60 * 60 * 1000), secret)).toBe(false)
    const key = new TextEncoder().encode(secret)
    const unsigned = await new SignJWT({ purpose: 'preview', editor: '7' }).setProtectedHeader({ alg: 'HS256' }).sign(key)
    expect(await isValidPreviewToken(unsigned, secret)).toBe(false)
    for (const junk of [undefined, '', 'true', '1', 'x'.repeat(5000)]) expect(await isValidPreviewToken(junk, secret)).toBe(false)
  })

  it('gives the same editor the same token within the hour, so live preview does not reload on autosave', async () => {
    const at = Date.UTC(2026, 10, 22, 14, 5)
    expect(await signPreviewToken({ id: 7 }, secret, undefined, at)).toBe(await signPreviewToken({ id: 7 }, secret, undefined, at + 20 * 60 * 1000))
    expect(await signPreviewToken({ id: 7 }, secret, undefined, at)).not.toBe(await signPreviewToken({ id: 8 }, secret, undefined, at))
  })
})
