import { withReadLimits } from '../guard/read-limits'
import { Artists } from './Artists'
import { Artworks } from './Artworks'
import { CuratedCollections } from './CuratedCollections'
import { Customers } from './Customers'
import { Exhibitions } from './Exhibitions'
import { Journal } from './Journal'
import { Media } from './Media'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { Pages } from './Pages'
import { Users } from './Users'

/** Every collection, each bounding what one REST or GraphQL read may ask for (guard/read-limits.ts). */
export const collections = [
  Artworks,
  Artists,
  CuratedCollections,
  Exhibitions,
  Journal,
  Pages,
  Media,
  Customers,
  NewsletterSubscribers,
  Users,
].map(withReadLimits)
