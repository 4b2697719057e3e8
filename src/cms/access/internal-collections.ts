import { Forbidden, type Access, type Endpoint, type SanitizedConfig } from 'payload'
import { isStaff, staffOnly } from './roles'

/** Collections Payload adds for its admin (document locks, migrations): staff only, no one else at all. */
const STAFF_ONLY = ['payload-locked-documents', 'payload-migrations']
/** Each member of staff's own admin preferences; Payload's rule already limits them to their owner. */
const PREFERENCES = 'payload-preferences'

const staffAnd =
  (rule: Access | undefined): Access =>
  (args) =>
    isStaff(args) && (rule ? rule(args) : true)

const staffEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => {
    if (!isStaff({ req })) throw new Forbidden(req.t)
    return endpoint.handler(req)
  },
})

/**
 * Payload gives the collections it adds itself to anyone signed in, customers included: a customer
 * could read, take over or delete an editor's document lock and break their save. These are the admin's
 * own records, so only staff reach them, through the API or the preferences endpoints alike.
 */
export function restrictInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (STAFF_ONLY.includes(collection.slug)) {
      collection.access = {
        ...collection.access,
        read: staffOnly,
        create: staffOnly,
        update: staffOnly,
        delete: staffOnly,
      }
    } else if (collection.slug === PREFERENCES) {
      const { read, create, update, delete: remove } = collection.access
      collection.access = {
        ...collection.access,
        read: staffAnd(read),
        create: staffAnd(create),
        update: staffAnd(update),
        delete: staffAnd(remove),
      }
      if (Array.isArray(collection.endpoints)) collection.endpoints = collection.endpoints.map(staffEndpoint)
    }
  }
  return config
}
