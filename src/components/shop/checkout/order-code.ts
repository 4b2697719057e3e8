export const ORDER_UNREACHABLE = 'The order could not be sent: check your connection and try again.'

/**
 * Code an order form needs only once it is sent (the order's schema, the answer's reader: zod among them) loads
 * on the first submit, so that the form's page ships without it. A failed load is a connection problem.
 */
export async function onFirstSubmit<Module>(load: () => Promise<Module>): Promise<Module | null> {
  try {
    return await load()
  } catch (error) {
    console.error('checkout: the order code could not be loaded', error)
    return null
  }
}
