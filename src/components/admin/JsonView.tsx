'use client'
import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

/** How a JSON value reads in the admin: indented, nothing for an empty field. */
export function formatJson(value: unknown): string {
  return value === undefined || value === null ? '' : JSON.stringify(value, null, 2)
}

/**
 * The admin's view of a JSON field the site writes (a wishlist, a form's fields). Payload's own
 * JSON field is a Monaco editor whose loader fetches Monaco from cdn.jsdelivr.net: a foreign
 * request the CSP blocks, so the field never loaded, and one the admin must not make (issue 13 §9).
 */
export const JsonView: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<unknown>({ path })
  return (
    <div className="field-type json-field read-only">
      <FieldLabel label={field.label} localized={field.localized} path={path} />
      <pre
        id={`field-${path.replace(/\./g, '__')}`}
        style={{ margin: 0, padding: 'var(--base, 20px)', border: '1px solid var(--theme-elevation-150)', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {formatJson(value)}
      </pre>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
