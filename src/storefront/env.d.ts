/// <reference types="astro/client" />
import type { SiteFrame } from '@/lib/page-reads/site-frame'

declare global {
  namespace App {
    interface Locals {
      frame: SiteFrame
    }
  }
}
