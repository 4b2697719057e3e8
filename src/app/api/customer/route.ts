import { answerCustomer } from '@/lib/customer/api'
import { customerRequest } from '@/lib/customer/requests'

/** The signed-in customer: saved artworks, followed artists and cart. */
export function POST(request: Request) {
  return answerCustomer(request, customerRequest)
}
