import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { databaseTarget } from '@/server/config/database'
import { resolvePayloadSecret } from '@/server/config/secret'
import { defaultLocale, htmlLang, isUrlLocale, urlLocales } from '@/i18n/locales'

describe('database selection (issue 2 §3)', () => {
  it('uses the SQLite file by default and for file: URLs', () => {
    expect(databaseTarget(undefined)).toEqual({ kind: 'sqlite', url: 'file:.data/maison.db' })
    expect(databaseTarget('file:/tmp/x.db')).toEqual({ kind: 'sqlite', url: 'file:/tmp/x.db' })
  })
  it('uses PostgreSQL for postgres:// URLs', () => {
    expect(databaseTarget('postgres://u@h/db').kind).toBe('postgres')
    expect(databaseTarget('postgresql://u@h/db').kind).toBe('postgres')
  })
})

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv

describe('PAYLOAD_SECRET (issue 2 §9)', () => {
  it('refuses to start a deployment (https PUBLIC_URL) without a secret', () => {
    expect(() => resolvePayloadSecret(env({ PUBLIC_URL: 'https://aurelle.example' }))).toThrow(/PAYLOAD_SECRET/)
  })
  it('generates one secret for the local demo and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    const first = resolvePayloadSecret(env({ DATA_DIR: dir }))
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(resolvePayloadSecret(env({ DATA_DIR: dir }))).toBe(first)
    expect(fs.statSync(path.join(dir, 'payload-secret')).mode & 0o077).toBe(0)
  })
  it('prefers the configured secret', () => {
    expect(resolvePayloadSecret(env({ PAYLOAD_SECRET: 's', PUBLIC_URL: 'https://x.example' }))).toBe('s')
  })
})

describe('locales (issue 2 §2)', () => {
  it('has de as default and four URL locales', () => {
    expect(defaultLocale).toBe('de')
    expect(urlLocales).toEqual(['de', 'en', 'ja', 'zh-hans'])
    expect(isUrlLocale('ko')).toBe(false)
  })
  it('writes zh-Hans in <html lang>', () => {
    expect(htmlLang['zh-hans']).toBe('zh-Hans')
  })
})
