import { BREAK, visit, type DocumentNode } from 'graphql'
import { isAllowedText } from '@/server/allowed-text'

/**
 * Whether a GraphQL document writes a string the text rule refuses through an escape (`"\u0000"`): the
 * document's own text keeps the rule, but the value its parser hands the resolvers need not.
 */
export function writesDisallowedString(document: DocumentNode): boolean {
  let found = false
  visit(document, {
    StringValue(node) {
      if (isAllowedText(node.value)) return undefined
      found = true
      return BREAK
    },
  })
  return found
}
