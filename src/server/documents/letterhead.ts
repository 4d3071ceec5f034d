import 'server-only'
import type { Payload } from 'payload'
import type { Letterhead } from '@/contracts/orderDocuments'

const text = (value: string | null | undefined): string => (value ?? '').trim()

/**
 * The house as its order documents head and foot each page (issue 33), from the admin's
 * `house-details` global: brand staff keep the name, seat, contacts, VAT number, register line and
 * bank there. A field left empty stays empty on the paper; a bank is printed only with an IBAN.
 */
export async function houseLetterhead(payload: Payload): Promise<Letterhead> {
  const house = await payload.findGlobal({ slug: 'house-details', depth: 0, overrideAccess: true })
  const name = text(house.name)
  const iban = text(house.bank?.iban)
  return {
    name,
    address: {
      company: text(house.company) || name,
      full_name: '',
      line_1: text(house.address?.line1),
      line_2: text(house.address?.line2),
      zip_code: text(house.address?.zip),
      city: text(house.address?.city),
      country_code: text(house.address?.country).toUpperCase(),
    },
    phone: text(house.phone),
    email: text(house.email),
    website: text(house.website),
    vat_id: text(house.vatId),
    register: text(house.register),
    bank: iban ? { name: text(house.bank?.name), iban, bic: text(house.bank?.bic) } : null,
  }
}
