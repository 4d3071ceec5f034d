import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { jsonViewComponent } from '@/fields/jsonView'

// Issue 13 §9: "The admin shows a broken avatar image (an external avatar the CSP blocks). The admin
// must make no foreign request either."
describe('the admin makes no foreign request', () => {
  let config: SanitizedConfig

  beforeAll(async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret')
    config = await (await import('@payload-config')).default
    vi.unstubAllEnvs()
  }, 60_000) // the whole Payload config with its adapters and collections

  it('draws its built-in account icon instead of fetching a Gravatar (www.gravatar.com)', () => {
    expect(config.admin.avatar).toBe('default')
  })

  it('shows every json and code field without Payload’s editor, which loads Monaco from cdn.jsdelivr.net', () => {
    const editorFields = (fields: Field[], where: string): string[] =>
      fields.flatMap((field) => {
        const name = 'name' in field ? `${where}.${field.name}` : where
        if (field.type === 'json' || field.type === 'code') return field.admin?.components?.Field === jsonViewComponent ? [] : [name]
        if ('fields' in field) return editorFields(field.fields, name)
        if (field.type === 'tabs') return field.tabs.flatMap((tab) => editorFields(tab.fields, name))
        if (field.type === 'blocks') return (field.blocks ?? []).flatMap((block) => editorFields(block.fields, `${name}.${block.slug}`))
        return []
      })
    // Payload's own collections (jobs, preferences, key-value store) are hidden from the admin.
    const shown = <T extends { admin?: { hidden?: unknown } }>(list: T[]) => list.filter((item) => item.admin?.hidden !== true)
    const found = [
      ...shown(config.collections).map((c) => editorFields(c.fields, c.slug)),
      ...shown(config.globals).map((g) => editorFields(g.fields, g.slug)),
    ].flat()
    expect(found).toEqual([])
    // The collections that have such fields do use the view (guards against the walk finding nothing).
    const users = config.collections.find((c) => c.slug === 'users')?.fields.find((f) => 'name' in f && f.name === 'wishlist')
    expect(users?.admin?.components).toMatchObject({ Field: jsonViewComponent })
  })
})
