import { storedCartLines } from '@/lib/shop/cart/cart-line'
import type { Customer } from '@/payload-types'
import type { SavedLists } from './saved-lists'

/** The customer as the spec's calls answer it. */
export type CustomerAnswer = SavedLists & {
  /** The token the caller sent, echoed; never the session cookie's, which stays out of reach of scripts. */
  token: string | null
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  cart: { items: { artwork: number; quantity: number }[] }
}

export function customerAnswer(customer: Customer, lists: SavedLists, token: string | undefined): CustomerAnswer {
  return {
    token: token ?? null,
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    artworks: lists.artworks,
    artists: lists.artists,
    cart: {
      items: storedCartLines(customer.cart),
    },
  }
}
