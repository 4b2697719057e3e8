const ENQUIRIES_ENDPOINT = '/api/shop/enquiries'

export type EnquiryOutcome = 'idle' | 'sent' | 'limited' | 'failed'

export type EnquiryBody = { artwork: number; name: string; email: string; message: string; website: string }

/** Sends the enquiry. Only a 201 is success; any other answer, or none, is a failure the console is told of. */
export async function postEnquiry(body: EnquiryBody): Promise<EnquiryOutcome> {
  try {
    const response = await fetch(ENQUIRIES_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (response.status === 201) return 'sent'
    console.error(`Enquiry refused with status ${response.status}`)
    return response.status === 429 ? 'limited' : 'failed'
  } catch (error) {
    console.error('Enquiry did not reach the server', error)
    return 'failed'
  }
}
