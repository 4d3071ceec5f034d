import { z } from 'zod'
import { isValidEmail } from '@/domain/email'

/**
 * Client-side rules of spec 1 §5 for the account forms. Each error is a message key of the
 * catalogue (§8), so the browser and the tests speak the spec's language.
 */
const email = (key: string) => z.string().trim().refine(isValidEmail, { message: key })
const passwordRequired = z.string().min(1, { message: 'register.error.password-required' })
const repeat = <T extends { password: string; password_repeat: string }>(form: T) => form.password_repeat !== '' && form.password_repeat === form.password

export const loginSchema = z.object({ email: email('register.error.email-invalid'), password: passwordRequired })

export const registerSchema = z
  .object({ email: email('register.error.email-invalid'), password: passwordRequired, password_repeat: z.string() })
  .refine(repeat, { message: 'register.error.password-repeat', path: ['password_repeat'] })

export const forgotSchema = z.object({ email: email('password-forgot.error.email-invalid') })

export const resetSchema = z
  .object({ password: passwordRequired, password_repeat: z.string() })
  .refine(repeat, { message: 'register.error.password-repeat', path: ['password_repeat'] })

export const profileSchema = z.object({
  title: z.string(),
  gender: z.string(),
  first_name: z.string().trim().min(1, { message: 'form-general.required-field' }),
  last_name: z.string().trim().min(1, { message: 'form-general.required-field' }),
  address_street: z.string(),
  address_number: z.string(),
  address_zip_code: z.string(),
  address_city: z.string(),
  address_country: z.string(),
  address_state: z.string(),
  phone_private: z.string(),
  phone_mobile: z.string(),
  phone_business: z.string(),
  language: z.string(),
})

export type LoginForm = z.infer<typeof loginSchema>
export type RegisterForm = z.infer<typeof registerSchema>
export type ForgotForm = z.infer<typeof forgotSchema>
export type ResetForm = z.infer<typeof resetSchema>
export type ProfileForm = z.infer<typeof profileSchema>
