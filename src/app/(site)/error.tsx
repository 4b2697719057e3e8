'use client'

import { TemporaryTrouble } from '@/components/errors/TemporaryTrouble'

export default function SiteError(props: { error: unknown; retry: () => void }) {
  return <TemporaryTrouble {...props} />
}
