import 'server-only'
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { getCms } from '@/lib/cms/payload'
import { admitJsonWrite } from '@/lib/http/admit-json-write'
import { answerOrFault } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import type { Customer } from '@/payload-types'
import { customerAnswer } from './customer-answer'
import { changeLists } from './customer-lists'
import type { ListChange } from './list-statements'
import { mergeRecentlyViewed } from './recently-viewed'
import type { RecentlyViewedRequest } from './requests'
import { savedLists } from './saved-lists'
import { presentsCredentials, requestingCustomer } from './session'

type Caller<Body> = { payload: Payload; customer: Customer; body: Body }

/** What a list call decides once its caller is known: the change to make, or an error answer. */
export type PlanChange<Body> = (caller: Caller<Body>) => Promise<ListChange | NextResponse>

const UNAUTHORIZED = 'Not signed in, or the session has expired: log in again'

// A database that is busy or out of reach is a 503 (the session lookup's included), never "not signed in".
const FAULT = {
  logMessage: 'customer: a customer call failed',
  message: 'Your saved works and artists could not be read or changed. Please try again.',
}

/** Everything every customer call checks first: site, rate, body shape and who is calling. */
async function admit<Body extends { token?: string | undefined }>(
  request: Request,
  schema: z.ZodType<Body>,
  nobody: (presentedCredentials: boolean) => NextResponse = () => jsonError(401, UNAUTHORIZED),
): Promise<Caller<Body> | NextResponse> {
  const admitted = await admitJsonWrite(request, { rateLimit: 'customer', emptyBodyAsObject: true }, schema)
  if (!admitted.ok) return admitted.response
  const payload = await getCms()
  const customer = await requestingCustomer(payload, request, admitted.body.token)
  if (customer) return { payload, customer, body: admitted.body }
  return nobody(presentsCredentials(payload, request, admitted.body.token))
}

/**
 * A visitor who never signed in asks too (every page's islands do): nothing is wrong, there is just no
 * customer, so the answer is 204 rather than an error a browser would log on every page. A token or a
 * session cookie that fails is a 401.
 */
const noCustomer = (presentedCredentials: boolean) =>
  presentedCredentials ? jsonError(401, UNAUTHORIZED) : new NextResponse(null, { status: 204 })

/** POST /api/customer: the calling customer. */
export async function answerCustomer<Body extends { token?: string | undefined }>(
  request: Request,
  schema: z.ZodType<Body>,
): Promise<NextResponse> {
  return answerOrFault(FAULT, async () => {
    const caller = await admit(request, schema, noCustomer)
    if (caller instanceof NextResponse) return caller
    const { customer, body } = caller
    return NextResponse.json(customerAnswer(customer, savedLists.parse(customer), body.token))
  })
}

/** The saved-artwork and followed-artist calls: plan the change, apply it atomically, answer the customer. */
export async function answerListChange<Body extends { token?: string | undefined }>(
  request: Request,
  schema: z.ZodType<Body>,
  plan: PlanChange<Body>,
): Promise<NextResponse> {
  return answerOrFault(FAULT, async () => {
    const caller = await admit(request, schema)
    if (caller instanceof NextResponse) return caller
    const change = await plan(caller)
    if (change instanceof NextResponse) return change
    const outcome = await changeLists(caller.payload, caller.customer.id, change)
    if (outcome.ok) return NextResponse.json(customerAnswer(caller.customer, outcome.lists, caller.body.token))
    if (outcome.reason === 'no-customer') return jsonError(401, UNAUTHORIZED)
    return jsonError(409, atCapMessage(change))
  })
}

/**
 * A call on the caller's own records beyond the lists (their alerts): admitted as every customer call is,
 * then answered by `answer`, which is handed only the signed-in caller, never another customer's id.
 */
export async function answerCustomerCall<Body extends { token?: string | undefined }>(
  request: Request,
  schema: z.ZodType<Body>,
  fault: { logMessage: string; message: string },
  answer: (caller: Caller<Body>) => Promise<NextResponse>,
): Promise<NextResponse> {
  return answerOrFault(fault, async () => {
    const caller = await admit(request, schema)
    if (caller instanceof NextResponse) return caller
    return answer(caller)
  })
}

function atCapMessage(change: ListChange): string {
  return change.kind === 'follow-artist'
    ? `You follow ${change.max} artists, the most you can: unfollow one to follow another`
    : `You have saved ${'max' in change ? change.max : 'the most'} artworks, the most you can: remove one to save another`
}

/**
 * The recently viewed calls: the views merged into the calling customer's list (none to just read it), or, with
 * `replace`, put in its place (none to clear it). Answers the list as it now stands, newest first.
 */
export async function answerRecentlyViewed(
  request: Request,
  schema: z.ZodType<RecentlyViewedRequest>,
  { replace }: { replace: boolean },
): Promise<NextResponse> {
  return answerOrFault(FAULT, async () => {
    const caller = await admit(request, schema)
    if (caller instanceof NextResponse) return caller
    const views = await mergeRecentlyViewed(caller.payload, caller.customer.id, caller.body.views, new Date(), {
      replace,
    })
    return views ? NextResponse.json({ views }) : jsonError(401, UNAUTHORIZED)
  })
}
