import { READY_FOR_PICKUP, READY_FOR_PICKUP_HREF } from '@/lib/catalog/ready-for-pickup'
import { GIFT_GUIDE_PATH } from '@/lib/navigation/menus'
import { heading, link, list, paragraph, richText } from '@/lib/synthetic-content/lexical'
import { cta, display, type PagePlan } from './page-plan'
import type { PageFacts } from './page-plan'
import { chosenWorksRail, readyToHang } from './pages-blocks'
import { giftPicks } from './pick-works'

/**
 * The seasonal gift guide. Its picks are works a visitor can buy and collect today, so the
 * ready-to-hang notice under them is true of every one; the gift card it offers is linked.
 */
export function giftGuidePage({ shop, works }: PageFacts): PagePlan {
  return {
    path: GIFT_GUIDE_PATH,
    title: 'Gift Guide',
    header: {
      showIcon: true,
      icon: 'gift',
      eyebrow: 'Gift guide',
      title: 'Original art makes the best gift',
      description: 'Small works, signed editions and gift cards, chosen by our curators and ready to give.',
      metaDescription:
        'The gallery gift guide: original art under $350 and $800, works ready to collect and gift cards.',
      ctasCollection: [
        cta('Art under $350', '/artworks/art-under-350'),
        cta('Art under $800', '/artworks/art-under-800', 'outline'),
        cta('Give a gift card', shop.giftCard, 'underline'),
      ],
      note: 'Order by December 15 for delivery before the holidays.',
      displayOptions: display('white', true),
    },
    after: [
      chosenWorksRail(
        'Our curators’ gift picks, ready to collect',
        giftPicks(works).map((work) => work.handle),
        { viewAll: READY_FOR_PICKUP_HREF },
      ),
      readyToHang(),
    ],
    body: [
      richText(
        heading('h2', 'Ideas by budget'),
        list([
          ['Under $350: signed editions and small works, ', link('/artworks/art-under-350', 'browse them all'), '.'],
          ['Under $800: small originals and editions, ', link('/artworks/art-under-800', 'browse them all'), '.'],
          [
            'Ready now: works you can pick up from the loft, ',
            link(READY_FOR_PICKUP_HREF, READY_FOR_PICKUP.label.toLowerCase()),
            '.',
          ],
        ]),
        paragraph(
          'Not sure what they would like? ',
          link(shop.giftCard, 'A gift card'),
          ' lets them choose, and never expires.',
        ),
      ),
    ],
  }
}
