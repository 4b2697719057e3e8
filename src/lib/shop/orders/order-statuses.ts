/** Where an order stands, in the order staff move it along (the admin lists them so). */
export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
