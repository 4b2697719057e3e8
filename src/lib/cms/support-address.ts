import { env } from '@/lib/env'
import type { Setting } from '@/payload-types'

/** The address the gallery answers at and is told at: the settings' own, else SUPPORT_EMAIL. */
export const supportEmailOf = (settings: Pick<Setting, 'contact'>): string =>
  settings.contact?.supportEmail || env().SUPPORT_EMAIL
