import config from '@payload-config'
import '@payloadcms/next/css'
import { guardRest } from '@/cms/guard/rest'
import { headFromGet } from '@/lib/http/head-from-get'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

export const GET = guardRest(REST_GET(config))
export const HEAD = headFromGet(GET)
export const POST = guardRest(REST_POST(config))
export const DELETE = guardRest(REST_DELETE(config))
export const PATCH = guardRest(REST_PATCH(config))
export const PUT = guardRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
