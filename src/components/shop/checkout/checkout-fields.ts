/** The buyer's contact inputs, shared by the checkout and the gift card form. */
export const CONTACT_FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', optional: true },
] as const

export const ADDRESS_FIELDS = [
  { name: 'line1', label: 'Address', autoComplete: 'shipping address-line1' },
  { name: 'line2', label: 'Apartment, suite, etc.', autoComplete: 'shipping address-line2', optional: true },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { name: 'region', label: 'State or region', autoComplete: 'shipping address-level1', optional: true },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'shipping postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'shipping country-name' },
] as const

export const GIFT_CARD_CODE_FIELD = 'giftCardCode'

const text = (form: FormData, name: string) => String(form.get(name) ?? '')

/** The buyer's details as the order body's `details`: every input as typed; the schema trims and checks. */
export function contactDetails(form: FormData) {
  return { email: text(form, 'email'), name: text(form, 'name'), phone: text(form, 'phone') }
}

export function shippingAddress(form: FormData) {
  return Object.fromEntries(ADDRESS_FIELDS.map(({ name }) => [name, text(form, name)]))
}

export const formText = text
