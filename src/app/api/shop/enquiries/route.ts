import { NextResponse } from 'next/server'
import { getCms } from '@/lib/cms/payload'
import { supportEmail } from '@/lib/cms/support-email'
import { jsonWriteRoute } from '@/lib/http/json-write-route'
import { enquiryRequest } from '@/lib/shop/enquiries/enquiry-request'
import { receiveEnquiry } from '@/lib/shop/enquiries/receive-enquiry'

/**
 * POST `{ artwork?, name, email, message, website }`: 201 `{ received: true }` once the enquiry is stored
 * and the gallery mailed. A filled honeypot (`website`) gets the same answer, so a script learns nothing.
 * Bad input is a 4xx that says what was wrong, never a 500.
 */
export const POST = jsonWriteRoute(
  {
    rateLimit: 'enquiries',
    crossSiteMessage: 'Enquiries are taken from this site’s own pages only',
    notJsonMessage: 'Send the enquiry as application/json: { "name", "email", "message" }',
    invalidMessage: (issue) => `Invalid enquiry: ${issue?.message ?? 'expected { "name", "email", "message" }'}`,
    fault: {
      logMessage: 'enquiries: an enquiry could not be stored',
      message: 'Your enquiry could not be sent. Please try again later.',
    },
  },
  enquiryRequest,
  async (enquiry) => {
    await receiveEnquiry(await getCms(), enquiry, { to: await supportEmail() })
    return NextResponse.json({ received: true }, { status: 201 })
  },
)
