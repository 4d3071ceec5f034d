import { dictionary } from '@zxcvbn-ts/language-common'

// zxcvbn's list of about 49,000 leaked passwords (Django ships a similar 20,000-entry list).
let common: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()))
  return common.has(password.toLowerCase().trim())
}
