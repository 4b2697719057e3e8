import { BREAK, parse, visit } from 'graphql'
import { isAllowedText } from '@/server/allowed-text'

/**
 * Whether a GraphQL document writes a string the text rule refuses through an escape (`"\u0000"`): the
 * document's own text keeps the rule, but the value its parser hands the resolvers need not. A document that
 * does not parse is left for Payload to answer with its syntax error.
 */
export function writesDisallowedString(document: string): boolean {
  let found = false
  try {
    visit(parse(document, { noLocation: true }), {
      StringValue(node) {
        if (isAllowedText(node.value)) return undefined
        found = true
        return BREAK
      },
    })
  } catch {
    return false
  }
  return found
}
