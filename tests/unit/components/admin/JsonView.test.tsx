// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { formatJson, JsonView } from '@/components/admin/JsonView'

// Payload's form state is not under test: the field's value comes from a stub of useField.
vi.mock('@payloadcms/ui', () => ({
  useField: () => ({ value: [{ article: '10-1101-00-1-WG', date_added: '2026-03-01T10:00:00.000Z' }] }),
  FieldLabel: ({ label }: { label?: string }) => <span>{label}</span>,
  FieldDescription: ({ description }: { description?: string }) => (description ? <p>{description}</p> : null),
}))

// Issue 13 §9: json fields in the admin without the Monaco editor Payload loads from a CDN.
describe('JsonView', () => {
  it('shows the value as indented text under its label', () => {
    const field = { name: 'wishlist', label: 'Wishlist', type: 'json', admin: { description: 'Kept by the site' } } as ComponentProps<typeof JsonView>['field']
    const { container } = render(<JsonView path="wishlist" field={field} />)
    expect(screen.getByText('Wishlist')).toBeTruthy()
    expect(container.querySelector('pre#field-wishlist')?.textContent).toBe(
      '[\n  {\n    "article": "10-1101-00-1-WG",\n    "date_added": "2026-03-01T10:00:00.000Z"\n  }\n]',
    )
    expect(screen.getByText('Kept by the site')).toBeTruthy()
  })

  it('shows nothing for an empty field', () => {
    expect(formatJson(undefined)).toBe('')
    expect(formatJson(null)).toBe('')
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}')
  })
})
