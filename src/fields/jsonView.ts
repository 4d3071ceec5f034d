/**
 * The admin component for every json field (src/components/admin/JsonView.tsx), by the path
 * Payload's import map knows it under: Payload's own editor loads Monaco from a CDN (issue 13 §9).
 */
export const jsonViewComponent = '@/components/admin/JsonView#JsonView'
