import {
  addDataAndFileToRequest,
  APIError,
  type CollectionSlug,
  type Endpoint,
  type GraphQLExtension,
  type PayloadRequest,
} from 'payload'
import { limitResetRequests } from './rate-limits'

/** Payload's own answer to a reset request, the same for every accepted address. */
const acceptedAnswer = (req: PayloadRequest) => ({ message: req.t('general:success') })

/**
 * Payload's reset request answered an unknown address at once but wrote a token to a known account
 * first, so the answer's time told which addresses have accounts. Here only what does not depend on the
 * account (an address was given, the rate limit) is checked before the answer; Payload's own reset work
 * (lookup, token, mail) runs after it, and its failure is logged. Before the answer, one read that names no
 * account finds out whether the database can be reached at all.
 */
export async function acceptResetRequest(req: PayloadRequest, collection: CollectionSlug, email: unknown) {
  if (typeof email !== 'string' || email.trim() === '') throw new APIError('Missing email.', 400, undefined, true)
  await limitResetRequests(req)
  const { payload } = req
  // The same read for every address: a database that is busy or down is a 503 now, not a mail that never comes.
  await payload.db.findOne({ collection, where: { id: { equals: 0 } } })
  payload.forgotPassword({ collection, data: { email } }).catch((err: unknown) => {
    payload.logger.error({ err, collection }, 'password reset request failed after its answer')
  })
  return acceptedAnswer(req)
}

/** Takes the place of Payload's `POST /api/<collection>/forgot-password`: collection endpoints come first. */
export const resetRequestEndpoint = (collection: CollectionSlug): Endpoint => ({
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    return Response.json(await acceptResetRequest(req, collection, req.data?.email))
  },
})

/**
 * Takes the place of Payload's GraphQL `forgotPassword<Account>` mutations, which ran the same reset
 * work before answering.
 */
export const resetRequestMutations: GraphQLExtension = (graphQL, { collections, Mutation }) =>
  Object.fromEntries(
    Object.values(collections)
      .filter(({ config, graphQL: types }) => config.auth && types)
      .map(({ config, graphQL: types }) => {
        const name = `forgotPassword${types?.type.name}`
        // A renamed mutation would leave Payload's own in place, and with it the timing that tells accounts apart.
        if (!(name in Mutation.fields)) throw new Error(`no GraphQL mutation ${name} to take the place of`)
        const resolve = async (_: unknown, args: { email: string }, context: { req: PayloadRequest }) => {
          await acceptResetRequest(context.req, config.slug, args.email)
          return true
        }
        const email = { type: new graphQL.GraphQLNonNull(graphQL.GraphQLString) }
        return [name, { type: new graphQL.GraphQLNonNull(graphQL.GraphQLBoolean), args: { email }, resolve }]
      }),
  )
