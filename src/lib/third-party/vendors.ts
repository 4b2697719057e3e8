/** A container id as Google Tag Manager issues them. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/

/** The accessibility widget's account id: it travels in a data attribute, so nothing but a plain token. */
export const ACCESSIBILITY_ACCOUNT_ID = /^[A-Za-z0-9_-]{3,64}$/

export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js'
export const ACCESSIBILITY_WIDGET_SCRIPT = 'https://cdn.userway.org/widget.js'

/** Where a page may load or send things from, per CSP directive. */
export type PolicySources = {
  script: string[]
  style: string[]
  img: string[]
  font: string[]
  connect: string[]
  frame: string[]
}

export const NO_SOURCES: PolicySources = { script: [], style: [], img: [], font: [], connect: [], frame: [] }

// The hosts Google documents for the tag manager and the Google Analytics 4 tags it usually carries.
export const TAG_MANAGER_SOURCES: PolicySources = {
  ...NO_SOURCES,
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
}

// The widget's script, its styles, icons and fonts come from its CDN; its settings from its API.
export const ACCESSIBILITY_WIDGET_SOURCES: PolicySources = {
  script: ['https://cdn.userway.org'],
  style: ['https://cdn.userway.org'],
  img: ['https://cdn.userway.org'],
  font: ['https://cdn.userway.org'],
  connect: ['https://api.userway.org', 'https://cdn.userway.org'],
  frame: ['https://cdn.userway.org'],
}
