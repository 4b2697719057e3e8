import { contactDetails, formText } from './checkout-fields'

export const CHOOSE_AN_AMOUNT = 'Choose an amount'

/** The gift card form as an order body: the card for its recipient, the buyer's contact, no address. */
export function giftCardOrder(form: FormData) {
  const amount = formText(form, 'amount')
  return {
    giftCard: {
      amount: amount === '' ? Number.NaN : Number(amount),
      recipientName: formText(form, 'recipientName'),
      recipientEmail: formText(form, 'recipientEmail'),
      message: formText(form, 'message'),
    },
    details: contactDetails(form),
  }
}
