import { z } from 'zod'

/** An order number as it may appear in an address: a short reference, never a path or a query. */
export const orderNumber = z.string().regex(/^[A-Za-z0-9-]{1,40}$/)
