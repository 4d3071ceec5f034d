import { z } from 'zod'
import { actionTextMax } from '@/domain/portal/saveRules'
import { isCalendarDay } from '@/domain/trade/calendarDay'
import { toMultiLineText } from '@/domain/singleLineText'
import { drfText, json } from '@/server/http/drf'
import { refused } from '@/server/http/errors'

/**
 * POST /inventory/actions/: the shape of each action and of its parameters, checked before any item
 * is read. What depends on the data (the caller's rights in the item's store, the item's state, the
 * sale day's range, the seller holding the store) is checked afterwards in planActions and
 * planOpenOrderRequest. DRF's texts, as the portal shows them.
 */
export const MAX_ACTIONS = 100

/**
 * The list's body at most: 8 KiB per action holds its longest text (2,000 characters of up to three
 * bytes each in UTF-8, `actionTextMax`) and the rest of the entry; a larger body is 413 unread.
 */
export const ACTIONS_BODY_LIMIT = MAX_ACTIONS * 8 * 1024

const { required, blank } = drfText
const listMessage = `Send a list of 1 to ${MAX_ACTIONS} actions.`
const sellerMessage = 'Choose a seller of this store or "none".'

/**
 * A text that must hold more than spaces; kept as sent (a note's own spacing is the jeweller's),
 * except that each line, the first one lists show included, loses control and bidi characters
 * (src/domain/singleLineText.ts; docs/decisions.md "Single-line text").
 */
const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toMultiLineText(v) : v),
    z
      .string({ error: (issue) => (issue.input === undefined ? required : drfText.notString) })
      .max(max, drfText.tooLong(max))
      .refine((v) => v.trim() !== '', blank),
  )

/** A row's id as a number or its digits; one message for anything else (zod's union would name a branch's). */
const databaseId = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .refine((v) => (typeof v === 'number' ? Number.isSafeInteger(v) && v > 0 : /^\d{1,18}$/.test(v)), message)
    .meta({
      anyOf: [
        { type: 'integer', minimum: 1 },
        { type: 'string', pattern: '^\\d{1,18}$' },
      ],
    })
const saleUser = z.union([z.literal('none'), z.null(), databaseId(sellerMessage)], { error: sellerMessage })
const serial = z.union([z.string().min(1).max(100), z.number().int().nonnegative()], {
  error: (issue) => (issue.input === undefined ? required : 'Not found.'),
})

const parameters = <S extends z.ZodRawShape>(shape: S) =>
  z.object(shape, { error: (issue) => (issue.input === undefined ? required : 'Expected an object of parameters.') })

const entry = <A extends string, S extends z.ZodRawShape>(action: A, itemId: z.ZodType, shape: S) =>
  z.object({ item_id: itemId, action: z.literal(action), parameters: parameters(shape) })

const entrySchema = z.discriminatedUnion(
  'action',
  [
    entry('sell_out', serial, {
      sale_user: saleUser,
      sale_date: z.string({ error: required }).refine(isCalendarDay, 'Choose a day from the first of last month (or the sell-in day) up to today.'),
      sell_out_price: z.number({ error: drfText.invalidInteger }).int(drfText.invalidInteger).nonnegative().max(Number.MAX_SAFE_INTEGER).nullable().optional(),
      sell_out_currency: z
        .string()
        .regex(/^[A-Z]{3}$/, 'Enter a valid currency code.')
        .optional(),
    }),
    entry('book_out', serial, { reason: text(actionTextMax.reason) }),
    entry('change_location', serial, { target_location_id: databaseId('Choose one of your stores.') }),
    entry('set_virtual_storage', serial, { virtual_storage: z.boolean({ error: 'Must be true or false.' }) }),
    // item_id is the serial number, or the open-order row's id with table "open_orders" (orders:manage_note, issue 33).
    entry('set_client_note', serial, { note: text(actionTextMax.note), table: z.literal('open_orders').optional() }),
    entry('update_sale_user', serial, { sale_user: saleUser }),
    // Issue 33: receiving a shipped piece into the store's stock; item_id is its serial number.
    entry('log_sell_in', serial, {}),
    // item_id is the inventory row's id, or the open-order row's with table "open_orders".
    entry('request_change', databaseId('Not found.'), { information: text(actionTextMax.information), table: z.literal('open_orders').optional() }),
  ],
  {
    // The issue's input is the entry; zod reports an entry that is no object as invalid_type, which its types leave out.
    error: (issue) => {
      if ((issue.code as string) === 'invalid_type') return 'Expected an object with item_id, action and parameters.'
      const action = (issue.input as { action?: unknown }).action
      return action === undefined ? required : drfText.invalidChoice(action)
    },
  },
)

export type ItemActionEntry = z.output<typeof entrySchema>
/** The actions on a store's inventory items (log_sell_in receives a piece that is none yet). */
export type InventoryActionEntry = Exclude<ItemActionEntry, { action: 'log_sell_in' }>

const list = z.array(entrySchema, { error: listMessage }).min(1, listMessage).max(MAX_ACTIONS, listMessage)
const unwrap = (body: unknown) => (Array.isArray(body) ? body : body && typeof body === 'object' ? (body as { actions?: unknown }).actions : undefined)

/** The list, bare or as `{actions: [...]}`; its JSON Schema is the list's (both forms). */
const listJson = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(list, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>
  return schema
})()
export const itemActionsBody = z
  .preprocess(unwrap, list)
  .meta({ oneOf: [listJson, { type: 'object', required: ['actions'], properties: { actions: listJson } }] })

export type ActionErrors = { index: number; errors: Record<string, string[]> }[]

/**
 * zod's issues as the portal's errors per index: `[{index, errors: {reason: [...]}}]`, a parameter's
 * message under its own name (as the modal's field), the list's own problem as `non_field_errors`.
 */
export function actionErrorsOf(error: z.ZodError): { errors: ActionErrors } | { non_field_errors: string[] } {
  const byIndex = new Map<number, Record<string, string[]>>()
  const whole: string[] = []
  for (const issue of error.issues) {
    const [index, key, parameter] = issue.path
    if (typeof index !== 'number') {
      whole.push(issue.message)
      continue
    }
    const field = key === 'parameters' && parameter !== undefined ? String(parameter) : String(key ?? 'non_field_errors')
    const errors = byIndex.get(index) ?? {}
    ;(errors[field] ??= []).push(issue.message)
    byIndex.set(index, errors)
  }
  if (whole.length) return { non_field_errors: whole }
  return { errors: [...byIndex].sort(([a], [b]) => a - b).map(([index, errors]) => ({ index, errors })) }
}

/** A body that is no JSON (an empty one included) in the portal's words; a body too large stays drf.ts's 413. */
export const actionsUnreadable = (answer: Response): Response => (answer.status === 400 ? json({ detail: 'JSON parse error.' }, 400) : answer)

/** A list that does not fit the schema: 400 with the portal's errors per index (actionErrorsOf). */
export const actionsMisfit = (error: z.ZodError) => refused(400, actionErrorsOf(error))
