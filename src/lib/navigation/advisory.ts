/** The advisory services of the route table, each a page built in the CMS. */
export const ADVISORY_PAGES = [
  { path: '/advisory/for-individuals', title: 'For Individuals' },
  { path: '/advisory/for-companies', title: 'For Companies' },
  { path: '/advisory/for-trade', title: 'For Trade' },
  { path: '/advisory/custom-artwork', title: 'Custom Artwork' },
  { path: '/advisory/interior-designers', title: 'Interior Designers' },
  { path: '/advisory/architects', title: 'Architects' },
  { path: '/advisory/real-estate-developers', title: 'Real Estate Developers' },
  { path: '/advisory/art-consultants', title: 'Art Consultants' },
] as const

/** Pages whose content lives in the CMS, at these paths. */
export const CMS_PAGE_PATHS = [
  '/',
  '/about',
  '/contact',
  '/press',
  '/faqs',
  '/privacy-policy',
  '/terms-of-use',
  '/the-gallery',
  '/gift-guide',
  '/advisory',
  ...ADVISORY_PAGES.map((page) => page.path),
] as const
