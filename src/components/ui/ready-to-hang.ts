/** The spec's notice (§2), word for word; the CMS block falls back to it. */
export const READY_TO_HANG_TEXT =
  'These works are ready-to-hang (framed if applicable) and can be picked up in 1-2 business days.'
