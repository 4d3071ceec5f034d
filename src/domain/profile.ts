/** Value lists of the user profile (spec 1 §3, §9). */
export const titles = ['DR', 'PROF', 'PROF_DR', 'DR_DR', 'DIPL_ING'] as const
export const genders = ['M', 'W', 'D'] as const
export const apiLanguages = ['DE', 'EN', 'JA', 'ZH-HANS'] as const
export const accountRoles = ['customer', 'jeweller', 'staff_manager'] as const
export const currencies = ['EUR', 'USD', 'CAD', 'CHF', 'CNY', 'JPY', 'KRW', 'GBP'] as const

export type Title = (typeof titles)[number]
export type Gender = (typeof genders)[number]
export type AccountRole = (typeof accountRoles)[number]
export type Currency = (typeof currencies)[number]
