import { postJson } from '@/components/forms/post-json'

const ENQUIRIES_ENDPOINT = '/api/shop/enquiries'

export type EnquiryOutcome = 'idle' | 'sent' | 'limited' | 'failed'

type EnquiryBody = ({ artwork: number } | { topic: string }) & {
  name: string
  email: string
  message: string
  website: string
}

/** Sends the enquiry. Only a 201 is success; any other answer, or none, is a failure the console is told of. */
export async function postEnquiry(body: EnquiryBody): Promise<EnquiryOutcome> {
  const answer = await postJson(ENQUIRIES_ENDPOINT, body, { label: 'Enquiry' })
  if (!answer.reached) return 'failed'
  if (answer.status === 201) return 'sent'
  console.error(`Enquiry refused with status ${answer.status}`)
  return answer.status === 429 ? 'limited' : 'failed'
}
