type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * HEAD answers as GET would, headers and status, without the body. The GET handler is asked with method GET,
 * since Payload routes by method and knows no HEAD endpoints.
 */
export function headFromGet<Context>(get: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const response = await get(new Request(request, { method: 'GET' }), context)
    await response.body?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}
