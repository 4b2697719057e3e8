import type { Block } from 'payload'
import { READY_TO_HANG_TEXT } from '@/components/ui/ready-to-hang'

/** The ready-to-hang notice; editors may override the wording. */
export const ReadyToHangBlock: Block = {
  slug: 'readyToHang',
  dbName: 'ready',
  interfaceName: 'ReadyToHangBlock',
  labels: { singular: 'Ready-to-hang notice', plural: 'Ready-to-hang notices' },
  fields: [
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      admin: { description: `Leave empty for the standard notice: ${READY_TO_HANG_TEXT}` },
    },
  ],
}
