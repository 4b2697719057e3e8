import type { FilterNode, NumericOperator } from '../engine/filter'
import { badRequest, type Outcome, success } from './outcome'

type Token =
  | { readonly kind: 'word' | 'string'; readonly text: string; readonly at: number }
  | { readonly kind: 'op'; readonly text: ':' | NumericOperator; readonly at: number }
  | { readonly kind: '(' | ')'; readonly text: string; readonly at: number }

class FilterSyntaxError extends Error {}

const OPERATORS = ['<=', '>=', '!=', '<', '>', '=', ':'] as const
const WORD_END = /[\s()"':<>=!]/

function lex(input: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < input.length) {
    const ch = input.charAt(i)
    if (/\s/.test(ch)) i++
    else if (ch === '(' || ch === ')') tokens.push({ kind: ch, text: ch, at: i++ })
    else if (ch === '"' || ch === "'") i = readQuoted(input, i, tokens)
    else {
      const op = OPERATORS.find((candidate) => input.startsWith(candidate, i))
      if (op) {
        tokens.push({ kind: 'op', text: op, at: i })
        i += op.length
        continue
      }
      const start = i
      while (i < input.length && !WORD_END.test(input.charAt(i))) i++
      tokens.push({ kind: 'word', text: input.slice(start, i), at: start })
    }
  }
  return tokens
}

function readQuoted(input: string, start: number, tokens: Token[]): number {
  const quote = input.charAt(start)
  let text = ''
  let i = start + 1
  while (i < input.length && input.charAt(i) !== quote) {
    if (input.charAt(i) === '\\' && i + 1 < input.length) i++
    text += input.charAt(i++)
  }
  if (i >= input.length) throw new FilterSyntaxError(`unterminated quote at position ${start}`)
  tokens.push({ kind: 'string', text, at: start })
  return i + 1
}

/** Recursive descent over Algolia's `filters` grammar: OR binds looser than AND, NOT binds tightest. */
class Parser {
  private position = 0

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): FilterNode {
    const node = this.or()
    const extra = this.tokens[this.position]
    if (extra) throw new FilterSyntaxError(`unexpected '${extra.text}' at position ${extra.at}`)
    return node
  }

  private or(): FilterNode {
    const children = [this.and()]
    while (this.keyword('OR')) children.push(this.and())
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'or', children }
  }

  private and(): FilterNode {
    const children = [this.unary()]
    while (this.keyword('AND')) children.push(this.unary())
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'and', children }
  }

  private unary(): FilterNode {
    if (this.keyword('NOT')) return { kind: 'not', child: this.unary() }
    if (this.tokens[this.position]?.kind === '(') {
      this.position++
      const inner = this.or()
      if (this.tokens[this.position]?.kind !== ')') throw new FilterSyntaxError(`missing ')'`)
      this.position++
      return inner
    }
    return this.predicate()
  }

  private predicate(): FilterNode {
    const attribute = this.operand('an attribute')
    const op = this.tokens[this.position]
    if (op?.kind !== 'op') throw new FilterSyntaxError(`expected an operator after '${attribute.text}'`)
    this.position++
    const value = this.operand('a value')
    if (op.text !== ':')
      return { kind: 'numeric', attribute: attribute.text, operator: op.text, value: toNumber(value.text) }
    if (!this.keyword('TO')) return { kind: 'facet', attribute: attribute.text, value: value.text }
    const max = this.operand('a number after TO')
    return { kind: 'range', attribute: attribute.text, min: toNumber(value.text), max: toNumber(max.text) }
  }

  private operand(what: string): Token {
    const token = this.tokens[this.position]
    if (token?.kind !== 'word' && token?.kind !== 'string') throw new FilterSyntaxError(`expected ${what}`)
    this.position++
    return token
  }

  private keyword(word: string): boolean {
    const token = this.tokens[this.position]
    if (token?.kind !== 'word' || token.text !== word) return false
    this.position++
    return true
  }
}

function toNumber(text: string): number {
  const value = text.trim() === '' ? Number.NaN : Number(text)
  if (!Number.isFinite(value)) throw new FilterSyntaxError(`'${text}' is not a number`)
  return value
}

/** `attr:"value" AND (a:"x" OR a:"y") AND NOT attr:v AND price:10 TO 20 AND price >= 5`. */
export function parseFiltersString(input: string): Outcome<FilterNode | undefined> {
  try {
    const tokens = lex(input)
    return success(tokens.length === 0 ? undefined : new Parser(tokens).parse())
  } catch (error) {
    if (error instanceof FilterSyntaxError) return badRequest(`filters: ${error.message}`)
    throw error
  }
}
