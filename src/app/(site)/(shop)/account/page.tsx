import type { Metadata } from 'next'
import { AccountSummary } from '@/components/shop/AccountSummary'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Account' }

export default function AccountPage() {
  return (
    <>
      <PageHeading title="Account" />
      <div className="mx-auto max-w-7xl px-4 pb-16 md:px-6">
        <AccountSummary />
      </div>
    </>
  )
}
