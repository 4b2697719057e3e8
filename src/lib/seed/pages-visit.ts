import { READY_FOR_PICKUP_HREF } from '@/lib/catalog/ready-for-pickup'
import { GALLERY, GALLERY_ADDRESS } from './gallery'
import { bold, heading, link, list, paragraph, richText } from '@/lib/synthetic-content/lexical'
import { cta, display, type PagePlan } from './page-plan'
import type { PageFacts } from './page-plan'
import { chosenWorksRail, exhibitionRail, readyToHang } from './pages-blocks'
import { giftGuidePage } from './pages-gift-guide'
import { newestReadyToCollect } from './pick-works'
import { appointmentDaysInWords, hoursRows, openDaysInWords } from './opening-hours'

const hours = () => list(hoursRows(GALLERY.week).map(([days, time]) => [bold(`${days}: `), time]))
const openDays = () => `Open ${openDaysInWords(GALLERY.week)}; ${appointmentDaysInWords(GALLERY.week)} by appointment.`

/** Pages for visiting and reaching the gallery: contact, the showroom and the gift guide. */
export function visitPages(facts: PageFacts): PagePlan[] {
  const { supportEmail } = facts
  return [
    {
      path: '/contact',
      title: 'Contact',
      header: {
        eyebrow: 'Contact',
        title: 'We would love to hear from you',
        description:
          'Questions about a work, an order or a commission: our team answers every message within one business day.',
        metaDescription:
          `Contact the gallery by email at ${supportEmail}, by phone or in person ` + `at ${GALLERY_ADDRESS}.`,
        ctasCollection: [cta('Read the FAQs', '/faqs', 'outline')],
        displayOptions: display('white'),
      },
      body: [
        richText(
          heading('h2', 'Get in touch'),
          paragraph(bold('Press: '), 'for press enquiries, see ', link('/press', 'our press page'), '.'),
          paragraph(bold('Email: '), link(`mailto:${supportEmail}`, supportEmail)),
          paragraph(
            bold('Phone: '),
            link(GALLERY.phoneHref, GALLERY.phone),
            `, ${openDaysInWords(GALLERY.week)} during opening hours`,
          ),
          paragraph(bold('Visit: '), `${GALLERY.name}, ${GALLERY_ADDRESS}`),
          heading('h3', 'Opening hours'),
          hours(),
        ),
      ],
    },
    {
      path: '/the-gallery',
      title: 'The Gallery',
      header: {
        showIcon: true,
        icon: 'building',
        eyebrow: 'Visit',
        title: `${GALLERY.name}: our showroom in SoHo`,
        description:
          'See the work in person, in daylight, with a coffee. Our team can pull ' +
          'any work from the catalog for you to view.',
        metaDescription:
          `Visit our showroom at ${GALLERY_ADDRESS}. Opening hours, directions and ` + `how to book a private viewing.`,
        ctasCollection: [cta('Book a viewing', '/contact'), cta('Current exhibitions', '/exhibitions', 'outline')],
        note: 'The loft is step-free, with a lift from street level.',
        displayOptions: display('seashell'),
      },
      after: [
        chosenWorksRail(
          'Ready to take home',
          newestReadyToCollect(facts.works).map((work) => work.handle),
          { viewAll: READY_FOR_PICKUP_HREF },
        ),
        readyToHang(),
        exhibitionRail('On view at the loft', 'onView', { viewAll: '/exhibitions#onview', layout: 'grid', limit: 4 }),
      ],
      body: [
        richText(
          heading('h2', 'Address'),
          paragraph(`${GALLERY.name}, ${GALLERY.street}`),
          paragraph(GALLERY.city),
          heading('h2', 'Opening hours'),
          paragraph(openDays()),
          hours(),
        ),
      ],
    },
    giftGuidePage(facts),
  ]
}
