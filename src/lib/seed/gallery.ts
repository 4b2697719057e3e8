import type { Week } from './opening-hours'

/** The demo gallery's own facts, shared by pages, exhibitions and the promo banner so they agree. */
export const GALLERY = {
  name: 'The Loft',
  street: '214 Mercer Street, 3rd Floor',
  city: 'New York, NY 10012',
  /** The city line in its parts, as the settings keep the address for search engines. */
  postal: { locality: 'New York', region: 'NY', postalCode: '10012', country: 'US' },
  phone: '(212) 555-0147',
  phoneHref: 'tel:+12125550147',
  /** The one source of opening times: the hours table and every sentence about open days derive from it. */
  week: {
    Monday: null,
    Tuesday: '11 am – 7 pm',
    Wednesday: '11 am – 7 pm',
    Thursday: '11 am – 7 pm',
    Friday: '11 am – 7 pm',
    Saturday: '10 am – 6 pm',
    Sunday: '12 pm – 5 pm',
  } satisfies Week,
} as const

export const GALLERY_ADDRESS = `${GALLERY.street}, ${GALLERY.city}`

/** An exhibition's location when it is at the gallery, as the exhibition cards show it. */
export const GALLERY_LOCATION = `${GALLERY.name}, ${GALLERY_ADDRESS}`
