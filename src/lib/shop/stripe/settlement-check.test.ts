import { describe, expect, it } from 'vitest'
import { settlementProblem, type SessionFacts } from './settlement-check'

const ORDER = { id: 7, number: 'NL-1007', total: 50_000, currency: 'USD', email: 'buyer@example.test' }
const PAID: SessionFacts = { payment_status: 'paid', amount_total: 50_000, currency: 'usd', metadata: { orderId: '7' } }

describe('settlementProblem', () => {
  it('accepts a paid session for the order’s exact total and currency', () => {
    expect(settlementProblem(PAID, ORDER)).toBeNull()
  })

  it('refuses an unpaid session', () => {
    expect(settlementProblem({ ...PAID, payment_status: 'unpaid' }, ORDER)).toMatch(/not been completed/)
  })

  it('refuses a session paid for another amount or in another currency', () => {
    expect(settlementProblem({ ...PAID, amount_total: 100 }, ORDER)).toMatch(/amount/)
    expect(settlementProblem({ ...PAID, currency: 'eur' }, ORDER)).toMatch(/currency/)
  })

  it('refuses a session of another order, or one naming none', () => {
    expect(settlementProblem({ ...PAID, metadata: { orderId: '8' } }, ORDER)).toMatch(/another order/)
    expect(settlementProblem({ ...PAID, metadata: null }, ORDER)).toMatch(/another order/)
  })
})
