/** Why an order or a status change was refused: the transaction is rolled back and the buyer or staff told. */
export type Refusal = { ok: false; status: 409 | 422 | 429; error: string }

/** Thrown inside a shop transaction to roll it back and answer `status` with `message`. */
export class OrderRefusal extends Error {
  constructor(
    readonly status: 409 | 422 | 429,
    message: string,
  ) {
    super(message)
    this.name = 'OrderRefusal'
  }

  toResult(): Refusal {
    return { ok: false, status: this.status, error: this.message }
  }
}
