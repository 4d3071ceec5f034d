'use client'

import { useTranslations } from 'next-intl'
import { Fragment, useEffect, useState } from 'react'
import { Loader } from '@/components/ui/Loader/Loader'
import { Modal } from '@/components/ui/Modal/Modal'
import { useToast } from '@/components/ui/Toast/Toast'
import { mayEditUser } from '@/domain/portal/permissionDelegation'
import { portalPermissions, type PortalPermission } from '@/domain/portal/permissions'
import { storesWith, type PortalStore } from '@/domain/portal/portalSections'
import type { LocationUser } from '@/contracts/portal'
import { loadStoreUsers, savePermissions } from './portalApi'
import styles from './Portal.module.css'

type Me = { id: number; name: string }
/** Per store the visitor may view: its users with their grants there (null while loading, 'failed'). */
type Staff = Record<string, LocationUser[] | null | 'failed'>

/**
 * Spec 3 §2.6 staff management: a table per store of staff name, email and an edit button; the
 * button opens the permission matrix (rows the permissions, columns the user's stores).
 */
export function StaffManagement({ stores, me }: { stores: PortalStore[]; me: Me }) {
  const t = useTranslations('portal')
  const viewable = storesWith(stores, 'location_users:view')
  const [staff, setStaff] = useState<Staff>(() => Object.fromEntries(viewable.map((s) => [s.id, null])))
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null)

  useEffect(() => {
    let live = true
    for (const store of viewable) loadStoreUsers(store.id).then((users) => live && setStaff((s) => ({ ...s, [store.id]: users ?? 'failed' })))
    return () => {
      live = false
    }
    // The stores come from the server render and do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const replaceGrant = (grant: LocationUser) =>
    setStaff((s) => {
      const list = s[String(grant.location)]
      if (!Array.isArray(list)) return s
      return { ...s, [String(grant.location)]: list.map((g) => (g.user.id === grant.user.id ? grant : g)) }
    })

  return (
    <section className={styles.tableSection} aria-labelledby="portal-staff-heading">
      <header className={styles.tableHeader}>
        <h1 id="portal-staff-heading" className={styles.heading}>
          {t('headline.staff')}
        </h1>
      </header>
      {viewable.map((store) => {
        const list = staff[store.id]
        const headingId = `portal-staff-${store.id}`
        return (
          <section key={store.id} aria-labelledby={headingId} className={styles.staffStore}>
            <h2 id={headingId} className={styles.subheading}>
              {store.name}
            </h2>
            {list === null ? (
              <Loader label={t('staff.loading')} />
            ) : list === 'failed' ? (
              <p role="alert">{t('staff.failed')}</p>
            ) : list.length === 0 ? (
              <p>{t('staff.empty')}</p>
            ) : (
              <table className={styles.staffTable}>
                <thead>
                  <tr>
                    <th scope="col">{t('staff.name')}</th>
                    <th scope="col">{t('staff.email')}</th>
                    <th scope="col">
                      <span className={styles.visuallyHidden}>{t('table.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((g) => (
                    <tr key={g.user.id}>
                      <td>{g.user.name}</td>
                      <td>
                        <EmailText email={g.user.email} />
                      </td>
                      <td>
                        <button
                          type="button"
                          className={styles.buttonSecondary}
                          onClick={() => setEditing({ id: g.user.id, name: g.user.name || g.user.email })}
                        >
                          {t('staff.edit', { name: g.user.name || g.user.email })}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )
      })}
      {editing ? <PermissionMatrix user={editing} me={me} stores={viewable} staff={staff} onSaved={replaceGrant} onClose={() => setEditing(null)} /> : null}
    </section>
  )
}

type MatrixProps = {
  user: { id: number; name: string }
  me: Me
  stores: PortalStore[]
  staff: Staff
  onSaved: (grant: LocationUser) => void
  onClose: () => void
}

/**
 * The permission matrix: a switch (role="switch", aria-checked) per permission and store of the
 * user. A toggle sends that store's list with the one permission changed; the cell shows what the
 * server answered, never what was clicked.
 */
function PermissionMatrix({ user, me, stores, staff, onSaved, onClose }: MatrixProps) {
  const t = useTranslations('portal')
  const toast = useToast()
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState('')
  const columns = stores.flatMap((s) => {
    const list = staff[s.id]
    const grant = Array.isArray(list) ? list.find((g) => g.user.id === user.id) : undefined
    return grant ? [{ store: s, grant }] : []
  })
  const self = user.id === me.id
  // Per store: may the viewer edit this user there at all (src/domain/portal/permissionDelegation.ts)?
  const refusals = columns.map(({ store, grant }) => ({ store, refusal: mayEditUser(me.id, store.permissions, user.id, grant.permissions) }))
  const superiorAt = refusals.filter((r) => r.refusal === 'superior').map((r) => r.store.name)
  const lockedRights = columns.some(
    ({ store }) => store.permissions.includes('location_users:manage') && portalPermissions.some((p) => !store.permissions.includes(p)),
  )

  async function toggle(store: PortalStore, grant: LocationUser, permission: PortalPermission) {
    const key = `${store.id}:${permission}`
    if (busy) return
    setBusy(key)
    setError('')
    const on = grant.permissions.includes(permission)
    const next = on ? grant.permissions.filter((p) => p !== permission) : [...grant.permissions, permission]
    const answer = await savePermissions(store.id, user.id, next)
    setBusy(null)
    if (!answer.ok) return setError(answer.message || t('staff.save-failed'))
    onSaved(answer.grant)
    toast.show(t('toast.permissions'), { tone: 'success' })
  }

  return (
    <Modal open onClose={onClose} title={t('staff.matrix-title', { name: user.name })} className={styles.matrixDialog}>
      {self ? <p>{t('staff.self')}</p> : null}
      {superiorAt.length ? <p>{t('staff.superior', { name: user.name, store: superiorAt.join(', ') })}</p> : null}
      {!self && lockedRights ? <p>{t('staff.not-held')}</p> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.matrixScroll}>
        <table className={styles.matrix}>
          <caption className={styles.visuallyHidden}>{t('staff.matrix-caption', { name: user.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.permission')}</th>
              {columns.map(({ store }) => (
                <th key={store.id} scope="col">
                  {store.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {portalPermissions.map((permission) => (
              <tr key={permission}>
                <th scope="row">{t(`permission.${permission.replace(':', '.')}` as never)}</th>
                {columns.map(({ store, grant }, index) => {
                  const on = grant.permissions.includes(permission)
                  const editable = !refusals[index].refusal && store.permissions.includes('location_users:manage') && store.permissions.includes(permission)
                  return (
                    <td key={store.id}>
                      <button
                        type="button"
                        role="switch"
                        aria-checked={on}
                        aria-label={t('staff.switch', { permission: t(`permission.${permission.replace(':', '.')}` as never), store: store.name })}
                        className={styles.switch}
                        disabled={!editable}
                        aria-busy={busy === `${store.id}:${permission}` || undefined}
                        onClick={() => toggle(store, grant, permission)}
                      >
                        <span aria-hidden="true" className={styles.switchKnob} />
                      </button>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  )
}

/**
 * An e-mail address that may wrap only after its @ and before the dots of its domain (<wbr>), so a
 * narrow cell never splits "aurelle" into "aurel/le".
 */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at < 0) return <>{email}</>
  const domain = email.slice(at + 1).split('.')
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {domain.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}
