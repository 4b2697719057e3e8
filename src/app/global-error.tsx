'use client'

import { TemporaryTrouble } from '@/components/errors/TemporaryTrouble'
import './(site)/globals.css'

/** Replaces the root layout when the layout itself failed (it reads the settings and menus from the database). */
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
