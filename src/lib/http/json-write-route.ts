import 'server-only'
import type { NextResponse } from 'next/server'
import type { core } from 'zod'
import { admitJsonWrite, type JsonWriteRules } from './admit-json-write'
import { answerOrFault, type Fault } from './fault'

/**
 * The POST handler of a JSON write from the site's own pages: admitted by the route's rules and schema, then
 * answered by `answer`. A failure of that work is the route's fault answer (503 while the database is busy or out of
 * reach), never an unhandled 500.
 */
export function jsonWriteRoute<Body>(
  rules: JsonWriteRules & { fault: Fault },
  schema: core.$ZodType<Body>,
  answer: (body: Body) => Promise<NextResponse>,
): (request: Request) => Promise<NextResponse> {
  return async (request) => {
    const admitted = await admitJsonWrite(request, rules, schema)
    if (!admitted.ok) return admitted.response
    return answerOrFault(rules.fault, () => answer(admitted.body))
  }
}
