/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    frame: import('@/lib/page-reads/site-frame').SiteFrame
  }
}
