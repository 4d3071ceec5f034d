/**
 * Django's password validators, with Django's messages, so the spec's client maps them as it
 * always has. One entry per failing rule, in the order the contract lists them.
 */
export const MIN_PASSWORD_LENGTH = 8
const MAX_SIMILARITY = 0.7

export const passwordMessages = {
  tooShort: `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooCommon: 'This password is too common.',
  entirelyNumeric: 'This password is entirely numeric.',
  tooSimilar: 'The password is too similar to the email address.',
} as const

/** difflib.SequenceMatcher.quick_ratio: 2·(common characters with multiplicity) / total length. */
export function quickRatio(a: string, b: string): number {
  if (!a.length && !b.length) return 1
  const counts = new Map<string, number>()
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1)
  let matches = 0
  for (const ch of a) {
    const left = counts.get(ch) ?? 0
    if (left > 0) {
      matches++
      counts.set(ch, left - 1)
    }
  }
  return (2 * matches) / (a.length + b.length)
}

/** Django's UserAttributeSimilarityValidator against the e-mail address and its parts. */
export function tooSimilarToEmail(password: string, email: string): boolean {
  if (!email) return false
  const pwd = password.toLowerCase()
  const value = email.toLowerCase()
  const parts = [...value.split(/\W+/), value].filter(Boolean)
  return parts.some((part) => {
    // Django skips parts far shorter than the password: they cannot be "too similar".
    const tooShortToCompare = pwd.length >= 10 * part.length && part.length < (MAX_SIMILARITY / 2) * pwd.length
    return !tooShortToCompare && quickRatio(pwd, part) >= MAX_SIMILARITY
  })
}

export function passwordProblems(password: string, email: string, isCommon: (p: string) => boolean): string[] {
  const problems: string[] = []
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(passwordMessages.tooShort)
  if (isCommon(password.toLowerCase().trim())) problems.push(passwordMessages.tooCommon)
  if (/^\d+$/.test(password)) problems.push(passwordMessages.entirelyNumeric)
  if (tooSimilarToEmail(password, email)) problems.push(passwordMessages.tooSimilar)
  return problems
}
