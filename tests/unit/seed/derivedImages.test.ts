import fs from 'node:fs'
import path from 'node:path'
import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { derivedKey, readManifest } from '@seed/derivedImages'

// Issues 30 and 37: the seed takes what Payload made of each demo image from seed/images/derived/
// instead of encoding 154 images again. A changed image or size setting without `npm run seed:images`
// would leave the seed on its slow path without a word: this test says so instead.
describe('the seed images Payload made, kept in seed/images/derived', () => {
  let upload: Record<string, unknown>
  const imageDir = path.resolve('seed/images')
  const images = fs.readdirSync(imageDir).filter((name) => /\.(webp|jpe?g|png|avif)$/.test(name))

  beforeAll(async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret')
    const config: SanitizedConfig = await (await import('@payload-config')).default
    vi.unstubAllEnvs()
    upload = config.collections.find((collection) => collection.slug === 'media')?.upload as unknown as Record<string, unknown>
  }, 60_000)

  it('hold a manifest for every seed image, made from that image under the media collection’s current sizes', () => {
    expect(images.length).toBeGreaterThan(100)
    const stale = images.filter((name) => readManifest(name)?.key !== derivedKey(upload, fs.readFileSync(path.join(imageDir, name))))
    expect(stale, 'run `npm run seed:images` and commit seed/images/derived').toEqual([])
  })

  it('hold each manifest’s files: the re-encoded original and one file per image size', () => {
    const sizeNames = (upload.imageSizes as { name: string }[]).map((size) => size.name).sort()
    for (const name of images) {
      const manifest = readManifest(name)
      if (!manifest) continue
      const stem = name.replace(/\.[^.]+$/, '')
      expect(Object.keys(manifest.sizes).sort(), name).toEqual(sizeNames)
      expect(fs.statSync(path.join(imageDir, 'derived', name)).size, name).toBe(manifest.file.filesize)
      for (const facts of Object.values(manifest.sizes)) {
        expect(fs.statSync(path.join(imageDir, 'derived', `${stem}${facts.suffix}.webp`)).size).toBe(facts.filesize)
      }
    }
  })

  it('changes its key when an image or a size setting changes', () => {
    const source = fs.readFileSync(path.join(imageDir, images[0]))
    const key = derivedKey(upload, source)
    expect(derivedKey(upload, Buffer.concat([source, Buffer.from([0])]))).not.toBe(key)
    expect(derivedKey({ ...upload, imageSizes: [] }, source)).not.toBe(key)
  })
})
