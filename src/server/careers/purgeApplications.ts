import type { Payload, TaskConfig } from 'payload'
import { APPLICATION_RETENTION_DAYS, ORPHAN_FILE_HOURS } from '@/domain/careers/application'

/**
 * Deletes applications older than the retention period (their files go with them, see
 * deleteApplicationFiles) and files uploaded but never sent with an application. Answers the counts.
 */
export async function purgeApplications(payload: Payload, now = new Date()): Promise<{ applications: number; orphanFiles: number }> {
  const retained = new Date(now.getTime() - APPLICATION_RETENTION_DAYS * 24 * 3600 * 1000).toISOString()
  const applications = await payload.delete({ collection: 'job-applications', where: { createdAt: { less_than: retained } }, overrideAccess: true, depth: 0 })
  const orphaned = new Date(now.getTime() - ORPHAN_FILE_HOURS * 3600 * 1000).toISOString()
  const files = await payload.delete({
    collection: 'application-files',
    where: { and: [{ application: { exists: false } }, { createdAt: { less_than: orphaned } }] },
    overrideAccess: true,
    depth: 0,
  })
  return { applications: applications.docs.length, orphanFiles: files.docs.length }
}

/** Daily at 03:00 (server time) in the `maintenance` queue, which the server's job runner works. */
export const purgeApplicationsTask: TaskConfig<'purgeApplications'> = {
  slug: 'purgeApplications',
  label: 'Delete expired job applications',
  schedule: [{ cron: '0 0 3 * * *', queue: 'maintenance' }],
  retries: 3,
  inputSchema: [],
  outputSchema: [
    { name: 'applications', type: 'number' },
    { name: 'orphanFiles', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await purgeApplications(req.payload) }),
}
