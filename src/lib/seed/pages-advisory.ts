import { ADVISORY_PAGES } from '@/lib/navigation/advisory'
import type { SectionHeaderBlock } from '@/payload-types'
import { heading, link, list, paragraph, richText } from '@/lib/synthetic-content/lexical'
import { cta, display, type BlockPlan, type PagePlan } from './page-plan'
import { READY_FOR_PICKUP_HREF } from '@/lib/catalog/ready-for-pickup'
import { chosenWorksRail, collectionRail, enquiryForm, featuredRail, journalRail, readyToHang } from './pages-blocks'
import { newestReadyToCollect } from './pick-works'
import type { ArtworkPlan } from './plan-artworks'

type AdvisoryPath = (typeof ADVISORY_PAGES)[number]['path']
type Icon = NonNullable<SectionHeaderBlock['icon']>

type Service = { icon: Icon; lead: string; offers: readonly string[]; closing: string }

const SERVICES: Record<AdvisoryPath, Service> = {
  '/advisory/for-individuals': {
    icon: 'home',
    lead:
      'Whether you are buying your first original or filling a new home, an ' +
      'advisor will help you find work you love at a price that works.',
    offers: [
      'A short call about your rooms, taste and budget',
      'A personal shortlist within three business days',
      'Mock-ups of works in photographs of your space',
      'Framing, delivery and hanging arranged for you',
    ],
    closing: 'The service is free, with no obligation to buy.',
  },
  '/advisory/for-companies': {
    icon: 'building',
    lead: 'Art changes how a workplace feels. We curate offices, lobbies and meeting rooms that reflect who you are.',
    offers: [
      'Collection strategy and budgeting',
      'Site visits and floor-plan placement',
      'Leasing and rent-to-own options',
      'Installation, labels and insurance documentation',
    ],
    closing: 'We have placed work with studios of ten and companies of thousands.',
  },
  '/advisory/for-trade': {
    icon: 'handshake',
    lead: 'Trade pricing and dedicated support for design professionals sourcing original art for clients.',
    offers: [
      'Trade discount on the whole catalog',
      'Holds on works while your client decides',
      'Custom sizes and commissions',
      'White-glove delivery and installation',
    ],
    closing: 'Apply once and the trade discount applies to every order.',
  },
  '/advisory/custom-artwork': {
    icon: 'brush',
    lead: 'Commission a work made for a specific wall, palette or moment, by an artist whose work you already love.',
    offers: [
      'Artist matching based on your brief',
      'A fixed price agreed before work begins',
      'Sketches and progress updates along the way',
      'Typical timelines of six to twelve weeks',
    ],
    closing: 'Commissions start at $1,500 for small works on paper.',
  },
  '/advisory/interior-designers': {
    icon: 'frame',
    lead:
      'We work alongside interior designers to find pieces that finish a ' +
      'room, at the right scale and in the right palette.',
    offers: [
      'Sourcing to a mood board or colour scheme',
      'Scale drawings and renderings',
      'Trade pricing and client-ready presentations',
      'Coordinated delivery with your installers',
    ],
    closing: 'Many of our Collaborative collections are chosen by designers we work with.',
  },
  '/advisory/architects': {
    icon: 'building',
    lead: 'Site-specific works and collections for new buildings, from the first drawings to the opening day.',
    offers: [
      'Integration of artwork into the design phase',
      'Large-scale and site-specific commissions',
      'Percent-for-art programme management',
      'Durable materials for public and high-traffic spaces',
    ],
    closing: 'We are happy to join a project team at any stage.',
  },
  '/advisory/real-estate-developers': {
    icon: 'sparkles',
    lead: 'Art that gives a development identity: lobbies, amenity spaces and model units that buyers remember.',
    offers: [
      'Art programmes for residential and mixed-use projects',
      'Staging for model units and sales galleries',
      'Local-artist commissions for community engagement',
      'Phased budgets that match your build schedule',
    ],
    closing: 'We have curated more than thirty residential lobbies.',
  },
  '/advisory/art-consultants': {
    icon: 'users',
    lead: 'Independent art consultants can source from our full catalog with the support of our team.',
    offers: [
      'Consultant pricing and commission structure',
      'Priority access to new work and studio visits',
      'High-resolution images and condition reports',
      'Crating and international shipping',
    ],
    closing: 'Tell us about your clients and we will send a tailored selection.',
  },
}

const BACKGROUNDS = ['transparent', 'seashell', 'white'] as const

/** Rails where a service has work or stories to show; the ready-to-hang notice sits under works ready for it. */
const afterBlocks = (works: readonly ArtworkPlan[]): Partial<Record<AdvisoryPath, BlockPlan[]>> => ({
  '/advisory/for-individuals': [
    featuredRail('Works our advisors love', { viewAll: '/artworks/featured' }),
    chosenWorksRail(
      'Ready to collect from the loft',
      newestReadyToCollect(works).map((work) => work.handle),
      { viewAll: READY_FOR_PICKUP_HREF },
    ),
    readyToHang(),
  ],
  '/advisory/interior-designers': [
    collectionRail('Chosen by designers', 'Collaborative', {
      viewAll: '/collections/category/collaborative',
      layout: 'grid',
      limit: 4,
    }),
    journalRail('In good company', 'In Good Company', { viewAll: '/journal', layout: 'grid', limit: 4 }),
  ],
})

export function advisoryPages(works: readonly ArtworkPlan[]): PagePlan[] {
  const after = afterBlocks(works)
  const services = ADVISORY_PAGES.map((page, index): PagePlan => {
    const service = SERVICES[page.path]
    return {
      path: page.path,
      title: `Art Advisory ${page.title}`,
      header: {
        showIcon: true,
        icon: service.icon,
        eyebrow: 'Art advisory',
        title: page.title,
        description: service.lead,
        metaDescription: `Free art advisory ${page.title.toLowerCase()}: ${service.lead}`.slice(0, 300),
        ctasCollection: [cta('Start a conversation', '/contact'), cta('All services', '/advisory', 'underline')],
        ...(index % 2 === 0 ? { note: service.closing } : {}),
        displayOptions: display(BACKGROUNDS[index % BACKGROUNDS.length], index % 3 === 0),
      },
      body: [
        richText(
          paragraph(service.lead),
          heading('h2', 'What we offer'),
          list(service.offers.map((offer) => [offer])),
          paragraph(service.closing, ' ', link('/contact', 'Get in touch'), ' to begin.'),
        ),
      ],
      after: [
        enquiryForm(
          `Art advisory: ${page.title}`,
          'Tell us what you have in mind and an advisor will reply by email within two business days.',
        ),
        ...(after[page.path] ?? []),
      ],
    }
  })
  const overview: PagePlan = {
    path: '/advisory',
    title: 'Art Advisory',
    header: {
      showIcon: true,
      icon: 'handshake',
      eyebrow: 'Art advisory',
      title: 'Free art advisory, for every kind of space',
      description:
        'Our advisors help individuals, companies, designers, architects and ' +
        'developers find and commission original art.',
      metaDescription:
        'Free art advisory for individuals, companies, interior designers, ' +
        'architects, real estate developers, art consultants and the trade.',
      ctasCollection: [
        cta('For individuals', '/advisory/for-individuals'),
        cta('For companies', '/advisory/for-companies', 'outline'),
        cta('Visit the gallery', '/the-gallery', 'underline'),
      ],
      note: 'Advisory is free, with no obligation to buy.',
      displayOptions: display('seashell', true),
      scrollOptions: { identifier: 'services' },
    },
    body: [
      richText(
        heading('h2', 'Our services'),
        list(ADVISORY_PAGES.map((page) => [link(page.path, page.title), `: ${SERVICES[page.path].lead}`])),
      ),
    ],
    after: [
      collectionRail('Collaborative collections', 'Collaborative', {
        viewAll: '/collections/category/collaborative',
        limit: 6,
      }),
    ],
  }
  return [overview, ...services]
}
