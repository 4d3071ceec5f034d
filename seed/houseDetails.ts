import type { Payload } from 'payload'
import { context } from './assets'

/**
 * The demo house's own details (issue 33): the letterhead and footer of its order confirmations,
 * delivery notes and invoices. Plausible and invented: a goldsmith's house in Pforzheim, a VAT
 * number and register entry of the right shape, a bank account with a checksum-valid demo IBAN.
 * Written only while the global holds no name, so details the house entered are kept on a re-run.
 */
export const SEED_HOUSE_DETAILS = {
  name: 'Aurelle',
  company: 'Aurelle GmbH',
  address: { line1: 'Westliche Karl-Friedrich-Straße 56', line2: '', zip: '75172', city: 'Pforzheim', country: 'DE' },
  phone: '+49 7231 123450',
  email: 'trade@aurelle.example',
  website: 'aurelle.example',
  vatId: 'DE123456789',
  register: 'Amtsgericht Mannheim HRB 500123 · Geschäftsführung: Clara Weiß',
  bank: { name: 'Sparkasse Pforzheim Calw', iban: 'DE89 3704 0044 0532 0130 00', bic: 'PZHSDE66XXX' },
}

export async function seedHouseDetails(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({ slug: 'house-details', depth: 0, overrideAccess: true })
  if (current.name?.trim()) return
  await payload.updateGlobal({ slug: 'house-details', data: SEED_HOUSE_DETAILS, overrideAccess: true, context, depth: 0 })
}
