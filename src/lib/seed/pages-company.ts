import { bold, heading, link, list, paragraph, quote, richText } from '@/lib/synthetic-content/lexical'
import { cta, display, type PagePlan } from './page-plan'
import { artistRail, collectionRail, exhibitionRail, featuredRail, journalRail, newArrivalsRail } from './pages-blocks'

/** The home page and the pages about the gallery itself. */
export function companyPages(supportEmail: string): PagePlan[] {
  return [
    {
      path: '/',
      title: 'Buy Original Art Online',
      header: {
        showIcon: false,
        eyebrow: 'Original art, directly from the studio',
        title: 'Art that stays with you',
        description:
          'Paintings, prints, photographs and objects by more than forty ' +
          'independent artists, each chosen on a studio visit.',
        metaDescription:
          'Buy original art online: paintings, drawings, prints, photography and ' +
          'sculpture from independent artists, with free art advisory.',
        ctasCollection: [
          cta('Shop all artwork', '/artworks'),
          cta('New arrivals', '/artworks/new-arrivals', 'outline'),
        ],
        displayOptions: display('transparent'),
        scrollOptions: { identifier: 'welcome' },
      },
      before: [
        newArrivalsRail('New arrivals', { viewAll: '/artworks/new-arrivals' }),
        featuredRail('Featured works', { viewAll: '/artworks/featured' }),
        collectionRail('Collections', 'all', { viewAll: '/collections', limit: 6 }),
        exhibitionRail('On view now', 'onView', { viewAll: '/exhibitions#onview', layout: 'grid', limit: 4 }),
        journalRail('From the journal', null, { viewAll: '/journal', layout: 'grid', limit: 4 }),
      ],
      body: [
        richText(
          heading('h2', 'How the gallery works'),
          paragraph(
            'Every work on the site is an original or a small, signed edition, ' +
              'sold on behalf of the artist who made it. We visit every studio, ' +
              'photograph every piece and pay artists fairly and promptly.',
          ),
          list([
            ['Free shipping on most works within the continental US.'],
            ['Fourteen-day returns, no questions asked.'],
            ['Free art advisory: ', link('/advisory', 'talk to our team'), ' about a room, a budget or a commission.'],
          ]),
        ),
      ],
    },
    {
      path: '/about',
      title: 'About Us',
      header: {
        showIcon: true,
        icon: 'palette',
        eyebrow: 'About us',
        title: 'A gallery for living with art',
        description:
          'We started in a fourth-floor loft with eleven artists and one rule: only show work we would hang at home.',
        metaDescription:
          'About the gallery: our artists, our studio visits and how we work with collectors, designers and companies.',
        ctasCollection: [cta('Meet the artists', '/artists'), cta('Visit the gallery', '/the-gallery', 'underline')],
        displayOptions: display('seashell', true),
      },
      after: [
        artistRail('Recently joined artists', 'recentlyJoined', { viewAll: '/artists/recently-joined', limit: 6 }),
        journalRail('At Uprise', 'At Uprise', { viewAll: '/journal', layout: 'grid', limit: 4 }),
      ],
      body: [
        richText(
          paragraph(
            'The gallery was founded by a painter and a former museum registrar ' +
              'who were tired of seeing good artists struggle to reach collectors, ' +
              'and collectors struggle to find work they loved at prices that made ' +
              'sense.',
          ),
          heading('h2', 'What we believe'),
          paragraph(
            'Art is for living with, not for storage. We price work honestly, ' +
              'describe it carefully and show it in rooms as well as on white walls, ' +
              'so you know how it will feel at home.',
          ),
          quote('We want every collector to meet the artist behind the work, even if only through a story.'),
          paragraph(
            'Today we represent more than forty artists across the United States ' +
              'and Europe, and our advisory team places work in homes, offices, ' +
              'hotels and public buildings.',
          ),
        ),
      ],
    },
    {
      path: '/press',
      title: 'Press',
      header: {
        eyebrow: 'Press',
        title: 'In the press',
        description: 'Coverage of our artists, exhibitions and advisory projects, and resources for journalists.',
        metaDescription: 'Press coverage, press releases and image requests for the gallery and its artists.',
        ctasCollection: [cta('Contact us', '/contact')],
        note: `Press enquiries: ${supportEmail}`,
        displayOptions: display('transparent', true),
      },
      body: [
        richText(
          heading('h2', 'Recent coverage'),
          list([
            [bold('The Weekend Review: '), '“A gallery that makes buying art feel less like a test.”'],
            [bold('Interiors Quarterly: '), 'a six-page feature on our Collaborator’s Picks with Maren Holt.'],
            [bold('City Arts Radio: '), 'a conversation with three of our Inside the Studio artists.'],
          ]),
          heading('h2', 'Press kit'),
          paragraph(
            'High-resolution images of artworks and installation views are ' +
              'available on request. Please credit the artist and the gallery and ' +
              'tell us where the image will appear.',
          ),
        ),
      ],
    },
  ]
}
