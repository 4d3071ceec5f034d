// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApplicationForm } from '@/components/careers/ApplicationForm'
import { localDay } from '@/domain/careers/application'
import { renderWithIntl } from '../../../support/intl'

afterEach(() => vi.unstubAllGlobals())

/** The two endpoints: uploads answer when `release` is called, the application answers `answer`. */
function fakeApi(answer: { status: number; body: unknown } = { status: 201, body: { id: 1 } }) {
  const uploads: (() => void)[] = []
  const sent: Record<string, unknown>[] = []
  let n = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/next/personio-form-file/') {
        const category = (init?.body as FormData).get('category')
        const uuid = `00000000-0000-4000-8000-00000000000${++n}`
        await new Promise<void>((resolve) => uploads.push(resolve))
        return Response.json({ uuid, original_filename: 'x.pdf', size: 10, category }, { status: 201 })
      }
      sent.push(JSON.parse(String(init?.body)))
      return Response.json(answer.body, { status: answer.status })
    }),
  )
  return { uploads, sent, releaseAll: () => uploads.splice(0).forEach((r) => r()) }
}

const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' })
const chooser = (category: string) => document.querySelector(`input[name="file-${category}"]`) as HTMLInputElement

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Vorname/ }), 'Ada')
  await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Goldberg')
  await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'ada@example.com')
  await user.type(screen.getByRole('textbox', { name: /Gehaltsvorstellung/ }), '58.000 €')
  await user.type(screen.getByLabelText(/Verfügbar ab/), localDay(new Date(Date.now() + 86_400_000)))
  await user.click(screen.getByRole('checkbox'))
}

describe('job application form (spec 3 §4, §5)', () => {
  it('marks the missing categories; an uploading file clears its mark and the button shows loading until it is uploaded', async () => {
    const api = fakeApi()
    const user = userEvent.setup()
    renderWithIntl(<ApplicationForm positionId="7" locale="de" />)
    await fillFields(user)
    await user.click(screen.getByRole('button', { name: 'Bewerbung senden' }))
    expect(await screen.findByText('Bitte laden Sie einen Lebenslauf, ein Arbeitszeugnis und ein Anschreiben hoch.')).toBeTruthy()
    expect(document.querySelectorAll('[data-missing]')).toHaveLength(3)
    expect(api.sent).toEqual([])

    await user.upload(chooser('cv'), file('cv.pdf'))
    // Still uploading: the category counts, the submit button is busy.
    await waitFor(() => expect(document.querySelectorAll('[data-missing]')).toHaveLength(2))
    expect(screen.getByRole('button', { name: /Bewerbung senden/ }).getAttribute('aria-busy')).toBe('true')
    await user.upload(chooser('employment-reference'), file('zeugnis.pdf'))
    await user.upload(chooser('cover-letter'), file('anschreiben.pdf'))
    await waitFor(() => expect(screen.queryByText(/Bitte laden Sie einen Lebenslauf/)).toBeNull())
    api.releaseAll()
    await waitFor(() => expect(screen.getAllByText(/Hochgeladen/)).toHaveLength(3))
    expect(screen.getByRole('button', { name: 'Bewerbung senden' }).getAttribute('aria-busy')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Bewerbung senden' }))
    expect(await screen.findByText('Vielen Dank für Ihre Bewerbung')).toBeTruthy()
    expect(api.sent[0]).toMatchObject({
      first_name: 'Ada',
      job_position_id: '7',
      data_agreement: true,
      files: [
        { uuid: expect.any(String), original_filename: 'cv.pdf', category: 'cv' },
        { uuid: expect.any(String), original_filename: 'zeugnis.pdf', category: 'employment-reference' },
        { uuid: expect.any(String), original_filename: 'anschreiben.pdf', category: 'cover-letter' },
      ],
      attributes: { phone: '', salary_expectations: '58.000 €' },
    })
  })

  it('shows the server’s reasons as personio.{reason} under their fields, and keeps the uploaded files', async () => {
    const api = fakeApi({ status: 400, body: { errors: [{ field: 'email', errors: [{ reason: 'email-invalid' }] }] } })
    const user = userEvent.setup()
    renderWithIntl(<ApplicationForm positionId="7" locale="de" />)
    await fillFields(user)
    for (const c of ['cv', 'employment-reference', 'cover-letter']) await user.upload(chooser(c), file(`${c}.pdf`))
    api.releaseAll()
    await waitFor(() => expect(screen.getAllByText(/Hochgeladen/)).toHaveLength(3))
    await user.click(screen.getByRole('button', { name: 'Bewerbung senden' }))
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy()
    expect(screen.getAllByText(/Hochgeladen/)).toHaveLength(3)
  })
})
