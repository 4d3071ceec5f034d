import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeDb, testPayload } from '../support/payload'

/**
 * Issue 20: "Media go to S3-compatible storage through `@payloadcms/storage-s3` when configured".
 * A real S3-compatible server (s3rver, in this process) holds the bucket: the files must land there
 * and not in UPLOAD_DIR, be served through Payload's file route with each collection's access, and
 * leave the bucket with their document.
 */
describeDb('uploads in an S3-compatible bucket', () => {
  const bucket = 'maison-uploads'
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] })
  let payload: Payload
  let s3: S3Client
  let fileRoute: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  const get = (slug: string[]) => fileRoute(new Request(`http://maison.test/cms-api/${slug.join('/')}`), { params: Promise.resolve({ slug }) })
  const keys = async () => ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key as string).sort()

  beforeAll(async () => {
    const { port } = await server.run()
    const endpoint = `http://127.0.0.1:${port}`
    // Before the config is first imported (testPayload and the route import it): S3 is read at start.
    Object.assign(process.env, { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' })
    s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
    payload = await testPayload()
    fileRoute = (await import('@/app/(payload)/cms-api/[...slug]/route')).GET as typeof fileRoute
  })
  afterAll(async () => {
    await server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('stores a media image and its sizes in the bucket, none on disk, and serves it through Payload', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b08d57' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Goldton' } as never,
      file: { data: png, mimetype: 'image/png', name: 'goldton.png', size: png.length },
      overrideAccess: true,
    })
    const stored = await keys()
    expect(stored).toContain(media.filename)
    // The original and the three sizes of src/collections/Media (desktop, mobile, placeholder).
    expect(stored.filter((k) => k.startsWith('goldton'))).toHaveLength(4)
    expect(fs.existsSync(path.join(process.env.UPLOAD_DIR as string, media.filename as string))).toBe(false)

    const served = await get(['media', 'file', media.filename as string])
    expect(served.status).toBe(200)
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: media.filename as string }))
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await object.Body!.transformToByteArray()))).toBe(true)

    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    expect((await keys()).filter((k) => k.startsWith('goldton'))).toEqual([])
  })

  it('keeps an application file under its own prefix and serves it to nobody without HR access', async () => {
    // A scanned reference as a PNG: one of the kinds an applicant may send (src/domain/careers/application.ts).
    const scan = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    const file = await payload.create({
      collection: 'application-files',
      data: { uuid: '8a0f7c9e-2a4b-4d7e-9c61-3f1f0a2b5c01', category: 'employment-reference', originalFilename: 'zeugnis.png' } as never,
      file: { data: scan, mimetype: 'image/png', name: 'zeugnis.png', size: scan.length },
      overrideAccess: true,
    })
    expect(await keys()).toContain(`application-files/${file.filename}`)
    const anonymous = await get(['application-files', 'file', file.filename as string])
    expect(anonymous.status).toBe(403)
  })
})
