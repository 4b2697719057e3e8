/** The gallery's ready-to-hang notice; the CMS block falls back to it when an editor leaves it empty. */
export const READY_TO_HANG_TEXT =
  'These works are ready-to-hang (framed if applicable) and can be picked up in 1-2 business days.'
