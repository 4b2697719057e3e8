'use client'

import { TemporaryTrouble } from '@/components/errors/TemporaryTrouble'
import '@/storefront/styles/globals.css'

/** Replaces a Next root layout (the admin's) that failed, most often because the database is briefly out of reach. */
export default function GlobalError(props: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <TemporaryTrouble {...props} />
        </main>
      </body>
    </html>
  )
}
