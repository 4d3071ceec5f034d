// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Modal } from '@/components/ui/Modal/Modal'
import { renderWithIntl } from '../../../../support/intl'

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Größentabelle
      </button>
      <Modal
        open={open}
        title="Ringgrößen"
        onClose={() => {
          onClose?.()
          setOpen(false)
        }}
      >
        <button type="button">Innen</button>
      </Modal>
    </>
  )
}

const dialog = () => document.querySelector('dialog')!

/** The portal's way: the dialog exists only while it is open. */
function MountedWhileOpen() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Berechtigungen
      </button>
      {open ? (
        <Modal open title="Berechtigungen von Lea Vogt" onClose={() => setOpen(false)}>
          <button type="button">Speichern</button>
        </Modal>
      ) : null}
    </>
  )
}

describe('Modal', () => {
  it('opens as a modal dialog labelled by its title', async () => {
    renderWithIntl(<Harness />)
    expect(dialog().open).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Größentabelle' }))
    expect(dialog().open).toBe(true)
    expect(screen.getByRole('dialog', { name: 'Ringgrößen' })).toBe(dialog())
  })

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    renderWithIntl(<Harness onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Größentabelle' })
    await user.click(opener)
    screen.getByRole('button', { name: 'Innen' }).focus()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(dialog().open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('returns focus to the opener when its parent unmounts it on close', async () => {
    const user = userEvent.setup()
    renderWithIntl(<MountedWhileOpen />)
    const opener = screen.getByRole('button', { name: 'Berechtigungen' })
    await user.click(opener)
    screen.getByRole('button', { name: 'Speichern' }).focus()
    await user.keyboard('{Escape}')
    expect(document.querySelector('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('gives focus to the page heading when its opener went with what the dialog did', async () => {
    const user = userEvent.setup()
    function BookOut() {
      const [row, setRow] = useState(true)
      const [open, setOpen] = useState(false)
      return (
        <main>
          <h1>Lagerbestand</h1>
          {row ? (
            <button type="button" onClick={() => setOpen(true)}>
              Aktionen für AU007-00131
            </button>
          ) : null}
          {open ? (
            <Modal open title="Ausbuchen" onClose={() => setOpen(false)}>
              <button
                type="button"
                onClick={() => {
                  setRow(false)
                  setOpen(false)
                }}
              >
                Ausbuchen
              </button>
            </Modal>
          ) : null}
        </main>
      )
    }
    renderWithIntl(<BookOut />)
    await user.click(screen.getByRole('button', { name: 'Aktionen für AU007-00131' }))
    await user.click(screen.getByRole('button', { name: 'Ausbuchen' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Lagerbestand' }))
  })

  it('closes on the browser cancel event (native Escape path)', async () => {
    const onClose = vi.fn()
    renderWithIntl(<Harness onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Größentabelle' }))
    const cancel = new Event('cancel', { cancelable: true })
    dialog().dispatchEvent(cancel)
    expect(onClose).toHaveBeenCalledOnce()
    expect(cancel.defaultPrevented).toBe(true)
  })

  it('stays open when a file picker inside it is dismissed (its cancel bubbles up to the dialog)', async () => {
    const onClose = vi.fn()
    renderWithIntl(<Harness onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Größentabelle' }))
    const input = document.createElement('input')
    input.type = 'file'
    dialog().querySelector('div')!.append(input)
    input.dispatchEvent(new Event('cancel', { bubbles: true, cancelable: true }))
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog().open).toBe(true)
  })

  it('closes via its translated close button', async () => {
    renderWithIntl(<Harness />, { locale: 'en' })
    await userEvent.click(screen.getByRole('button', { name: 'Größentabelle' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog().open).toBe(false)
  })
})
