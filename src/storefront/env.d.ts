/// <reference types="astro/client" />
import type { DatabaseUnavailable } from '@/cms/database-unavailable'
import type { SiteFrame } from '@/lib/page-reads/site-frame'
import type { IntentOptions } from './directives/intent'

declare global {
  namespace App {
    interface Locals {
      frame: SiteFrame
      /** Set by the error page when the error it shows is a database that is busy or out of reach. */
      databaseUnavailable?: DatabaseUnavailable
    }
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate at once and replay the uses made before the code arrived (directives/eager.ts). */
    'client:eager'?: boolean
    /** Hydrate on the visitor's first intent to use the island (directives/intent.ts). */
    'client:intent'?: IntentOptions | boolean
  }
}
