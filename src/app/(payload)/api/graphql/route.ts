import config from '@payload-config'
import { guardGraphql } from '@/cms/guard/graphql'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

export const POST = guardGraphql(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
