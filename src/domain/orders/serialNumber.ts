/**
 * A serial number as engraved on a piece (issue 33): 1 to 64 letters, digits and - . /, starting
 * with a letter or digit, no spaces. The house's API checks it (src/server/orders/schemas.ts) and the
 * order desk before sending (src/components/admin/OrderDeskOrder.tsx).
 */
export const serialNumberPattern = /^[A-Za-z0-9][A-Za-z0-9./-]{0,63}$/

export const isSerialNumber = (value: string): boolean => serialNumberPattern.test(value)
