import {
  GraphQLError,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  NoFragmentCyclesRule,
  parse,
  validate,
  type ASTVisitor,
  type DocumentNode,
  type ValidationContext,
} from 'graphql'
import { NOT_ALLOWED_TEXT } from '@/server/allowed-text'
import { writesDisallowedString } from './graphql-strings'

const NO_SUBSCRIPTIONS = 'This API has no subscriptions: send a query or a mutation'

/** Payload's schema has a query and a mutation root and no subscription root. */
function noSubscriptionsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation === 'subscription') context.reportError(new GraphQLError(NO_SUBSCRIPTIONS, { nodes: node }))
    },
  }
}

/**
 * Stands in for Payload's schema, which is built inside its handler and out of reach here: the two rules run
 * against it read the document alone, never a type.
 */
const documentOnlySchema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
})

/**
 * What is wrong with a GraphQL document that Payload would answer with a 500, or undefined. Payload's
 * query-complexity rule runs beside GraphQL's own validation, not after it: it follows a fragment that spreads
 * itself until the stack overflows, and reads the root type of a subscription, which its schema lacks. A string
 * escape the text rule refuses is caught here too. A document that does not parse is left for Payload, which
 * answers GraphQL's syntax error itself.
 */
export function graphqlDocumentProblem(query: string): string | undefined {
  let document: DocumentNode
  try {
    document = parse(query, { noLocation: true })
  } catch (error) {
    if (error instanceof GraphQLError) return undefined
    throw error
  }
  if (writesDisallowedString(document)) return `query ${NOT_ALLOWED_TEXT}`
  return validate(documentOnlySchema, document, [NoFragmentCyclesRule, noSubscriptionsRule])[0]?.message
}
