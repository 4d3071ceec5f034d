// Scenario: kill -9 during a portal action. The demo staff manager sends lists of item actions
// (POST /api/v1/inventory/actions/: sales and client notes, all or nothing) from several tabs at once;
// while lists are in flight the process is killed with SIGKILL, started again, and cut-off lists
// are sent again. Then every changed item must have its history entry, no history entry may lack its
// change, and every list must be written completely or not at all.
import { call, percentile, signIn } from './client.mjs'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const LIST = 10
const TABS = 3
const ITEMS = 5000
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date())

export async function portalActions({ server, cluster, check, rounds }) {
  const base = server.base
  const token = await signIn(base, 'manager@aurelle.example', 'Aurelle-Manager-2026')
  const [[managerId]] = cluster.query(`select id from users where email = 'manager@aurelle.example'`)
  // Fresh pieces in the manager's first store, enough for every list to change pieces no other list touched.
  const [[location, currency]] = cluster.query(
    `select j.id, j.currency from jewelers j join location_users lu on lu.location_id = j.id and lu.user_id = ${managerId} order by j.id limit 1`,
  )
  const tag = Date.now().toString(36).toUpperCase()
  cluster.query(`insert into inventory_items (serial_number, article_number, location_id, sell_in_price, sell_in_currency, sell_in_date, updated_at, created_at)
    select 'FAULTS-${tag}-' || g, '10-1101-00-1-WG', ${location}, 100000, '${currency}', '${today().slice(0, 8)}01', now(), now() from generate_series(1, ${ITEMS}) g`)
  const serials = cluster
    .query(
      `select i.serial_number from inventory_items i join location_users lu on lu.location_id = i.location_id and lu.user_id = ${managerId} where i.serial_number like 'FAULTS-${tag}-%' order by i.id`,
    )
    .map(([s]) => s)
  const startedAt = cluster.query('select now()')[0][0]
  const lists = []
  const state = { stop: false, inFlight: 0, cutOff: 0, throttled: 0, ms: [], answered: new Map() }
  let next = 0

  async function tab() {
    while (!state.stop && next + LIST <= serials.length) {
      const k = lists.length
      const items = serials.slice(next, (next += LIST))
      lists.push(items)
      const actions = items.map((serial, i) =>
        i % 2 === 0
          ? { item_id: serial, action: 'sell_out', parameters: { sale_date: today(), sale_user: 'none' } }
          : { item_id: serial, action: 'set_client_note', parameters: { note: `faults-L${k}-${serial}` } },
      )
      state.inFlight += 1
      let res
      try {
        for (;;) {
          res = await call(base, 'POST', '/api/v1/inventory/actions/', { token, body: actions })
          if (res.status === 429) {
            state.throttled += 1
            await sleep(1000)
            continue
          }
          if (res.status !== 0 && res.status < 500) break
          state.cutOff += 1
          await sleep(250)
        }
      } finally {
        state.inFlight -= 1
      }
      if (res.status === 200) state.ms.push(res.ms)
      // After a cut-off the list may already be written: the repeat is then refused (400, no longer in stock).
      state.answered.set(k, res.status)
      await sleep(100)
    }
  }

  const tabs = Promise.allSettled(Array.from({ length: TABS }, tab))
  let ended = false
  void tabs.then(() => (ended = true))
  let killedInFlight = 0
  while (state.ms.length < TABS * 2 && !ended) await sleep(50)
  for (let round = 0; round < rounds && !ended; round++) {
    while (state.inFlight === 0 && !ended) await sleep(2)
    await sleep(Math.random() * percentile(state.ms, 50))
    if (state.inFlight > 0) killedInFlight += 1
    await server.kill9()
    await server.start()
    await sleep(300 + Math.random() * 700)
  }
  state.stop = true
  const errors = (await tabs).filter((s) => s.status === 'rejected').map((s) => s.reason.message)

  const used = lists.flat()
  const quoted = used.map((s) => `'${s.replace(/'/g, "''")}'`).join(',') || "''"
  const items = new Map(
    cluster
      .query(
        `select i.serial_number, i.sell_out_date is not null, coalesce(i.client_note, ''), i.id from inventory_items i where i.serial_number in (${quoted})`,
      )
      .map(([serial, sold, note, id]) => [serial, { sold: sold === 't', note, id }]),
  )
  const events = cluster.query(
    `select i.serial_number, e.type, coalesce(e.data->>'note', '') from inventory_events e join inventory_items i on i.id = e.item_id where e.created_at >= '${startedAt}' and i.serial_number in (${quoted})`,
  )
  const eventsOf = (serial, type) => events.filter(([s, t]) => s === serial && t === type)

  let changed = 0
  const withoutHistory = []
  const withoutChange = []
  const partial = []
  const refusedAfterSuccess = []
  lists.forEach((serials, k) => {
    const done = serials.map((serial, i) => {
      const item = items.get(serial)
      const type = i % 2 === 0 ? 'sale_recorded' : 'note_saved'
      const own = eventsOf(serial, type).filter(([, , note]) => type !== 'note_saved' || note === `faults-L${k}-${serial}`)
      const isChanged = i % 2 === 0 ? item.sold : item.note === `faults-L${k}-${serial}`
      if (isChanged) changed += 1
      if (isChanged && own.length !== 1) withoutHistory.push(`${serial} (${own.length} entries)`)
      if (!isChanged && own.length) withoutChange.push(serial)
      return isChanged
    })
    if (done.some(Boolean) && !done.every(Boolean)) partial.push(k)
    if (state.answered.get(k) === 200 && !done.every(Boolean)) refusedAfterSuccess.push(k)
  })

  const p = (label, pass, detail) => check('kill -9 during a portal action', label, pass, detail)
  p(
    'the scenario ran to its end',
    errors.length === 0,
    errors.length
      ? errors.join('; ').slice(0, 400)
      : `${rounds} kills, ${killedInFlight} with a list in flight; ${lists.length} lists of ${LIST} actions from ${TABS} tabs; ${state.cutOff} cut-off requests sent again; p50 of a list ${percentile(state.ms, 50).toFixed(0)} ms`,
  )
  p(
    'every changed item has its history entry (exactly one)',
    withoutHistory.length === 0,
    `${changed} items changed, ${withoutHistory.length} without${withoutHistory.length ? `: ${withoutHistory.slice(0, 5).join(', ')}` : ''}`,
  )
  p(
    'no history entry lacks its change',
    withoutChange.length === 0,
    `${events.length} history entries, ${withoutChange.length} without the change${withoutChange.length ? `: ${withoutChange.slice(0, 5).join(', ')}` : ''}`,
  )
  p(
    'every list written completely or not at all',
    partial.length === 0 && refusedAfterSuccess.length === 0,
    `${lists.length} lists, ${partial.length} half-written, ${refusedAfterSuccess.length} answered 200 but not fully written`,
  )
}
