import { describe, expect, it } from 'vitest'
import { s3Collections, s3Options } from '@/server/storage/s3Storage'

// Issue 20: "Media go to S3-compatible storage through `@payloadcms/storage-s3` when configured".
describe('S3 settings from the environment', () => {
  it('leaves the files in UPLOAD_DIR without S3_BUCKET', () => {
    expect(s3Options({})).toBeNull()
    expect(s3Options({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://minio:9000' })).toBeNull()
  })

  it('puts every upload collection in the bucket, privately, under its upload folder name', () => {
    const options = s3Options({ S3_BUCKET: 'maison', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' })
    expect(options).toMatchObject({
      bucket: 'maison',
      acl: 'private',
      config: { region: 'eu-central-1', forcePathStyle: false, credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' } },
    })
    expect(Object.keys(options!.collections).sort()).toEqual(Object.keys(s3Collections).sort())
    expect(options!.collections['application-files']).toEqual({ prefix: 'application-files' })
    expect(options!.collections.media).toBe(true)
    // AWS itself: the SDK's default checksums stay on.
    expect(options!.config).not.toHaveProperty('requestChecksumCalculation')
  })

  it('addresses an S3-compatible server by path, with checksums only where required', () => {
    const options = s3Options({ S3_BUCKET: 'maison', S3_ENDPOINT: 'http://127.0.0.1:9000' })
    expect(options!.config).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      region: 'us-east-1',
      requestChecksumCalculation: 'WHEN_REQUIRED',
    })
    expect(options!.config.credentials).toBeUndefined()
    expect(s3Options({ S3_BUCKET: 'm', S3_ENDPOINT: 'http://h', S3_FORCE_PATH_STYLE: 'false' })!.config.forcePathStyle).toBe(false)
  })

  it('refuses half a configuration at start rather than writing where other processes cannot read', () => {
    expect(() => s3Options({ S3_BUCKET: 'maison', S3_ACCESS_KEY_ID: 'AK' })).toThrow(/set together/)
    expect(() => s3Options({ S3_BUCKET: 'maison', S3_ENDPOINT: 'minio:9000' })).toThrow(/http\(s\) address/)
  })
})
