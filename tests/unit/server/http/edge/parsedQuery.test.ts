import { expect, it } from 'vitest'
import { parsedQuery } from '@/server/http/edge/parsedQuery'
import { fieldErrorsOf } from '@/server/http/zodErrors'

const schema = parsedQuery((search) => {
  const page = search.get('page')
  if (page !== null && !/^\d+$/.test(page)) return { errors: { page: ['A valid integer is required.'], non_field_errors: ['One or the other.', 'Both.'] } }
  return { query: { page: Number(page ?? 1) } }
})

it("hands the parser's query on, typed", () => {
  expect(schema.parse(new URLSearchParams('page=4'))).toEqual({ page: 4 })
  expect(schema.parse(new URLSearchParams(''))).toEqual({ page: 1 })
})

it("keeps the parser's field errors as DRF shows them, field by field and in order", () => {
  const result = schema.safeParse(new URLSearchParams('page=x'))
  expect(result.success).toBe(false)
  expect(fieldErrorsOf(result.error!)).toEqual({ page: ['A valid integer is required.'], non_field_errors: ['One or the other.', 'Both.'] })
})
