/** What the shop's and the customer's pages read: products, gift card, cart, checkout, account, saved. */
export const shopReads = {}
