import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { ArtworkCard } from './ArtworkCard'

const image = (url: string) => ({ url, alt: 'A field', width: 960, height: 768, srcSet: `${url} 960w` })

const artwork: ArtworkCardData = {
  id: '7',
  handle: 'morning-field',
  title: 'Morning Field',
  artistName: 'Ada Lane',
  image: image('/media/front.webp'),
  hoverImage: image('/media/back.webp'),
  availability: 'Available',
  inventoryCount: 1,
  productType: 'Original',
  priceUponRequest: false,
  minPrice: 1200,
  maxPrice: 1200,
}

const render = (hoverFromPage?: boolean) =>
  renderToStaticMarkup(
    <ArtworkCard
      artwork={artwork}
      productHref="/products/morning-field"
      saveButton={<span />}
      hoverFromPage={hoverFromPage}
    />,
  )

describe('ArtworkCard hover picture', () => {
  it('is neither an <img> nor data in the HTML of a card that draws it itself (inside an island)', () => {
    const html = render()
    expect(html).not.toContain('back.webp')
    expect(html.match(/<img/g)).toHaveLength(1)
  })

  it('is left as data for the page to draw when the card is drawn on the server', () => {
    const html = render(true)
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).not.toContain('data-hover-image')
    expect(html).toContain('data-hover-src="/media/back.webp"')
    expect(html).toContain('data-hover-srcset="/media/back.webp 960w"')
    expect(html).toContain('data-has-hover-image')
  })
})
