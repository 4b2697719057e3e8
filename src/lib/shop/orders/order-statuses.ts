/**
 * Where an order stands, in the order staff move it along (the admin lists them so). A request to purchase
 * starts `requested`, holding nothing, until staff accept it (`pending`, its works held for a while).
 */
export const ORDER_STATUSES = ['requested', 'pending', 'paid', 'fulfilled', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
