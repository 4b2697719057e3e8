import { ReadyToHangNotice } from '@/components/ui/ReadyToHangNotice'
import type { ReadyToHangBlock } from '@/payload-types'

export function ReadyToHang({ block }: { block: ReadyToHangBlock }) {
  return (
    <div className="px-4 py-8" data-block="ready-to-hang">
      <ReadyToHangNotice text={block.text} />
    </div>
  )
}
