'use client'
import { useSearchParams } from 'next/navigation'

/** Above the submissions list: downloads exactly the rows the current filter shows, as CSV. */
export function ExportSubmissionsButton() {
  const params = useSearchParams()
  const query = new URLSearchParams([...params.entries()].filter(([key]) => key.startsWith('where') || key === 'search'))
  return (
    <div style={{ margin: '0 0 16px' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/cms-api/form-submissions/export?${query}`} download>
        Export CSV
      </a>
    </div>
  )
}
