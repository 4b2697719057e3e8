import 'server-only'
import { getSettings } from '@/lib/cms/settings'
import { DELIVERY_TEXT, RETURNS_TEXT, SHIPPING_TEXT } from './shipping-and-returns'

/** The shipping and returns wording product pages show: the editors' own from the settings, else the standard. */
export async function shopTerms(): Promise<{ shipping: string; returns: string }> {
  const { shop } = await getSettings()
  return {
    shipping: shop?.shippingText?.trim() || `${SHIPPING_TEXT} ${DELIVERY_TEXT}`,
    returns: shop?.returnsText?.trim() || RETURNS_TEXT,
  }
}
