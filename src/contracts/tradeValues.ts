import { z } from 'zod'
import { alloys } from '@/domain/trade/alloys'
import { engravingTypes, type EngravingType } from '@/domain/trade/engravingTypes'
import { materials } from '@/domain/trade/materials'
import { specialColorNumbers } from '@/domain/trade/specialColors'
import { minor } from '@/contracts/common'

/** The trade shop's values as its answers carry them (spec 2 §3), from the domain's lists. */
export const material = z.enum(materials)
export const alloy = z.enum(alloys)
export const engravingType = z.literal(Object.keys(engravingTypes).map(Number) as EngravingType[])
export const specialColor = z.literal(specialColorNumbers)
/** JSON object keys are strings: a map by engraving type or colour number has "1", "2" … as keys. */
export const byNumber = (keys: readonly (string | number)[]) => z.partialRecord(z.enum(keys.map(String) as [string, ...string[]]), minor)
