import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { choice, requiredEmail, requiredSecret, requiredText } from '@/server/http/drfFields'
import { fieldErrorsOf, parseFields } from '@/server/http/zodErrors'

// Issue 20: routes validate with the zod schemas the OpenAPI document is generated from, "keeping
// the exact contract": DRF's `{"field": ["message"]}` bodies and texts.
describe('zod issues in DRF shape', () => {
  const schema = z
    .object({
      email: requiredEmail(),
      password: requiredSecret(),
      name: requiredText(),
      language: choice(['DE', 'EN']).optional(),
      tags: z.array(z.string()).optional(),
    })
    .refine((v) => v.password !== v.name, { message: 'The password is too similar to the name.' })

  it('puts each message under its top-level field', () => {
    const result = parseFields(schema, { email: 'nope', password: 3, name: '  ', language: 'FR', tags: ['a', 5] })
    expect(result.errors).toEqual({
      email: ['Enter a valid email address.'],
      password: ['Not a valid string.'],
      name: ['This field may not be blank.'],
      language: ['"FR" is not a valid choice.'],
      tags: ['Invalid input: expected string, received number'],
    })
  })

  it('says "required" for a missing or null field and stops after the first failure of a field', () => {
    expect(parseFields(schema, { email: null, password: '' }).errors).toEqual({
      email: ['This field is required.'],
      password: ['This field may not be blank.'],
      name: ['This field is required.'],
    })
    // A blank e-mail is "blank" only, not also "invalid" (DRF stops at the first failing check).
    expect(parseFields(schema, { email: ' ', password: 'x', name: 'n' }).errors).toEqual({ email: ['This field may not be blank.'] })
  })

  it('puts an issue of the whole body under non_field_errors', () => {
    expect(parseFields(schema, { email: 'a@example.com', password: 'same', name: 'same' }).errors).toEqual({
      non_field_errors: ['The password is too similar to the name.'],
    })
  })

  it('keeps several messages of one field in order', () => {
    const twice = z.object({ code: z.string().min(3, 'short').regex(/^\d+$/, 'digits') })
    expect(fieldErrorsOf(twice.safeParse({ code: 'x' }).error!)).toEqual({ code: ['short', 'digits'] })
  })

  it('hands back the parsed, trimmed data when valid', () => {
    expect(parseFields(schema, { email: ' a@example.com ', password: ' pw ', name: ' n ' }).data).toEqual({
      email: 'a@example.com',
      password: ' pw ',
      name: 'n',
    })
  })
})
