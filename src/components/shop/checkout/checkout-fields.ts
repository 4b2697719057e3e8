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

/** Whom a gift card is for, and what it says to them (mailed as plain text with the code). */
export const RECIPIENT_FIELDS = [
  { name: 'recipientName', label: 'Recipient’s name', autoComplete: 'off' },
  {
    name: 'recipientEmail',
    label: 'Recipient’s email',
    type: 'email',
    autoComplete: 'off',
    hint: 'The code is sent here once the gift card is paid.',
  },
  { name: 'message', label: 'Message', rows: 4, maxLength: 1000, optional: true },
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

/** The input id of a checkout field, for labels, messages and moving focus to it. */
export const fieldId = (name: string) => `checkout-${name}`
