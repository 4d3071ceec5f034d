/**
 * A store's change request at the house (issue 33): `request_change` on a stock row (an inventory
 * item) or an open-order row (an order line) becomes a task in the admin. The house answers it
 * (`answered`: the jeweller is told, by mail and in the item's or line's history) and closes it
 * (`done`). Pure rules, shared by the collection's hooks and their tests.
 */
export const changeRequestStatuses = ['open', 'answered', 'done'] as const
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number]

/** What a request is about: a piece of the store's stock (by its serial number) or an open order's line. */
export const changeRequestSubjects = ['item', 'order_line'] as const
export type ChangeRequestSubject = (typeof changeRequestSubjects)[number]

const statusOf = (value: unknown): ChangeRequestStatus =>
  (changeRequestStatuses as readonly unknown[]).includes(value) ? (value as ChangeRequestStatus) : 'open'

/**
 * Whether a save answers the request: it moves into `answered` from another status. Only then is the
 * jeweller told; a second save of an answered request (a typo fixed, a note added) tells nobody.
 */
export function isAnswering(before: unknown, after: unknown): boolean {
  return statusOf(after) === 'answered' && statusOf(before) !== 'answered'
}

/**
 * Whether a request may take a status: any forward move, and `done` back to `answered` (the house
 * answers again, which tells the jeweller again); never back to `open` once answered or done, since
 * the jeweller has been told or the matter is settled.
 */
export function mayMoveTo(before: unknown, after: unknown): boolean {
  return statusOf(after) !== 'open' || statusOf(before) === 'open'
}

/** Whether a status needs the house's answer written beside it. */
export const needsAnswer = (status: unknown): boolean => statusOf(status) === 'answered'
