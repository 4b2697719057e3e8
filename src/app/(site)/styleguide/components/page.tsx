import type { Metadata } from 'next'
import { PageHeading } from '@/components/ui/PageHeading'

export const metadata: Metadata = { title: 'Components', robots: { index: false } }

export default function StyleguideComponentsPage() {
  return <PageHeading title="Components" eyebrow="Style Guide" description="Every UI component in its states." />
}
