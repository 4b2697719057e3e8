import { defineBlock } from '../define-block'
import { READY_TO_HANG_TEXT } from '@/components/ui/ready-to-hang'

/** The ready-to-hang notice; editors may override the wording. */
export const ReadyToHangBlock = defineBlock({ slug: 'readyToHang', dbName: 'ready', label: 'Ready-to-hang notice' }, [
  {
    name: 'text',
    type: 'textarea',
    localized: true,
    admin: { description: `Leave empty for the standard notice: ${READY_TO_HANG_TEXT}` },
  },
])
