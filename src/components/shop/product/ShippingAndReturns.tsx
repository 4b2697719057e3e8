import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@/components/rich-text/RichText'
import { Disclosure } from '@/components/ui/Disclosure'

/** Copy as an editor writes it in the settings (rich text) or as the gallery's standing terms (plain text). */
export type ShopCopy = string | SerializedEditorState

function Copy({ text }: { text: ShopCopy }) {
  if (typeof text === 'string') return <p className="text-sm leading-relaxed">{text}</p>
  return <RichText data={text} className="prose-gallery text-sm" />
}

type Props = { shipping: ShopCopy; returns: ShopCopy }

/** Shipping and returns terms, folded away under the details so the work stays first. */
export function ShippingAndReturns({ shipping, returns }: Props) {
  return (
    <section aria-labelledby="shipping-and-returns" className="mt-8 border-t border-line" data-shipping-and-returns>
      <h2 id="shipping-and-returns" className="sr-only">
        Shipping and returns
      </h2>
      <Disclosure summary="Shipping">
        <Copy text={shipping} />
      </Disclosure>
      <Disclosure summary="Returns">
        <Copy text={returns} />
      </Disclosure>
    </section>
  )
}
