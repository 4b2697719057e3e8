import { withReadLimits } from '../guard/read-limits'
import { withPageCacheHooks } from '../hooks/pageCache'
import { Artists } from './Artists'
import { FirstPublications } from './alerts/FirstPublications'
import { FollowAlerts } from './alerts/FollowAlerts'
import { Artworks } from './Artworks'
import { CuratedCollections } from './CuratedCollections'
import { Customers } from './Customers'
import { Exhibitions } from './Exhibitions'
import { Journal } from './Journal'
import { Media } from './Media'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { Pages } from './Pages'
import { SearchQueries } from './SearchQueries'
import { Users } from './Users'
import { Enquiries } from './shop/Enquiries'
import { GiftCardEvents } from './shop/GiftCardEvents'
import { GiftCards } from './shop/GiftCards'
import { Orders } from './shop/Orders'

/** What the storefront's pages show: their cached copies follow every change (hooks/pageCache.ts). */
const shownOnPages = [Artworks, Artists, CuratedCollections, Exhibitions, Journal, Pages, Media].map(withPageCacheHooks)

/** Every collection, each bounding what one REST or GraphQL read may ask for (guard/read-limits.ts). */
export const collections = [
  ...shownOnPages,
  Customers,
  Orders,
  GiftCards,
  GiftCardEvents,
  Enquiries,
  NewsletterSubscribers,
  SearchQueries,
  FollowAlerts,
  FirstPublications,
  Users,
].map(withReadLimits)
