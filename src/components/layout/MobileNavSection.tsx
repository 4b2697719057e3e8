'use client'

import ChevronDown from 'lucide-react/icons/chevron-down'
import { useId, useState } from 'react'
import type { NavMenu } from '@/lib/navigation/menus'
import { MenuGroupList } from './MenuGroupList'

/** One collapsible section of the mobile menu; its links are drawn only while it is expanded. */
export function MobileNavSection({ menu }: { menu: NavMenu }) {
  const [expanded, setExpanded] = useState(false)
  const panelId = useId()
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between py-4 text-left text-base font-medium uppercase tracking-wide"
      >
        {menu.label}
        <ChevronDown aria-hidden className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      {expanded ? (
        <div id={panelId} className="space-y-6 pb-6">
          {menu.groups.map((group) => (
            <MenuGroupList
              key={group.heading}
              idPrefix={`mobile-${menu.id}`}
              group={group}
              showHeading={menu.groups.length > 1}
            />
          ))}
        </div>
      ) : null}
    </li>
  )
}
