import { ApplicationFiles } from '@/collections/ApplicationFiles'
import { JobApplications } from '@/collections/JobApplications'
import { JobPositions } from '@/collections/JobPositions'

/** Careers (issue 19): positions, applications and their files, for HR staff and admins only. */
export const careersCollections = [JobPositions, JobApplications, ApplicationFiles]
