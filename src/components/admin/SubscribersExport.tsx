import { Button } from '@payloadcms/ui'
import { SUBSCRIBERS_EXPORT_PATH } from '@/lib/newsletter/export-path'

/** Above the subscribers' list in the admin: downloads every subscriber as CSV. */
export function SubscribersExport() {
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button el="anchor" url={SUBSCRIBERS_EXPORT_PATH} buttonStyle="secondary" size="small" margin={false}>
        Export CSV
      </Button>
    </div>
  )
}
