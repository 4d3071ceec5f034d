import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

type Env = Record<string, string | undefined>

/**
 * Every upload collection and the key prefix its files get in the bucket: the same folders as under
 * UPLOAD_DIR, so moving a deployment's files to S3 is one `aws s3 sync` of the upload folder.
 */
export const s3Collections = {
  media: '',
  downloads: 'downloads',
  clips: 'clips',
  'engraving-images': 'engraving-images',
  'application-files': 'application-files',
} as const

/**
 * The S3 settings from the environment (README, "Environment"), or null without S3_BUCKET: the files
 * then stay in UPLOAD_DIR. A half-configured S3 is refused at start rather than writing to disk
 * where the other processes would not see the files.
 */
export function s3Options(env: Env = process.env): S3StorageOptions | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither (the AWS default credentials apply)')
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) address, got "${endpoint}"`)
  return {
    bucket,
    // Private objects: every file is served through Payload's file route, which applies each
    // collection's read access (application files for HR only, engraving images for their store).
    acl: 'private',
    collections: Object.fromEntries(Object.entries(s3Collections).map(([slug, prefix]) => [slug, prefix ? { prefix } : true])),
    config: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      // S3-compatible servers (MinIO, Ceph, Garage) address buckets by path; AWS by host name.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // The AWS SDK's default checksums (CRC32 on every request since 2025) are refused by many
      // S3-compatible servers; against those, checksums only where the operation requires them.
      ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const } : {}),
    },
  }
}

/**
 * The storage plugin, on whether S3 is configured or not: `alwaysInsertFields` keeps the collections'
 * schema (the plugin's `prefix` column) the same either way, so one set of migrations fits both.
 */
export function s3StoragePlugin(env: Env = process.env): Plugin {
  const options = s3Options(env)
  return s3Storage({
    ...(options ?? { bucket: 'unused', collections: Object.fromEntries(Object.keys(s3Collections).map((slug) => [slug, true])), config: {} }),
    enabled: options !== null,
    alwaysInsertFields: true,
  })
}
