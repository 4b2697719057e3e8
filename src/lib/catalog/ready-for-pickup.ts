/**
 * Works hanging at the gallery's loft can be collected in one to two business days. The search record
 * carries the label under this attribute only for those works; the filter, the menu link and the
 * product page all read it from here.
 */
export const READY_FOR_PICKUP = {
  attribute: 'named_tags.algolia_at_the_loft',
  label: 'Ready for Pick-up',
} as const

/** The artwork grid filtered to works ready for pick-up, as the header menu and editors link to it. */
export const READY_FOR_PICKUP_HREF = `/artworks?${new URLSearchParams({
  [`refinementList[${READY_FOR_PICKUP.attribute}][0]`]: READY_FOR_PICKUP.label,
})
  .toString()
  .replace(/\+/g, '%20')}`
