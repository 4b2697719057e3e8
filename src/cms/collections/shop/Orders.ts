import type { Access, CollectionConfig } from 'payload'
import { ORDER_STATUSES } from '@/lib/shop/orders/order-statuses'
import {
  hiddenFromNonShopStaff,
  isShopStaff,
  noOne,
  nobody,
  shopStaffFieldOnly,
  shopStaffOnly,
} from '../../access/roles'
import { selectOptions } from '../../fields/select-options'
import { routeStatusChange } from './orderStatusHook'

/** A customer reads their own orders; the shop's staff read every order. */
const ownOrShopStaff: Access = (args) => {
  if (isShopStaff(args)) return true
  const user = args.req.user
  return user?.collection === 'customers' ? { customer: { equals: user.id } } : false
}

/** Written once by checkout: nobody edits it afterwards, in the admin or through the API. */
const fixed = { access: { update: nobody }, admin: { readOnly: true } } as const

/** An amount checkout wrote in cents, which staff read in dollars in the list and on the order's page. */
const fixedMoney = {
  access: { update: nobody },
  admin: {
    readOnly: true,
    components: {
      Cell: '/components/admin/money/MoneyCell#MoneyCell',
      Field: '/components/admin/money/MoneyField#MoneyField',
    },
  },
} as const

/**
 * An order placed at checkout. Only checkout creates one (its units are reserved in the same transaction);
 * the shop's staff (not editors: marking one paid issues its gift cards) move it along pending → paid →
 * fulfilled, or cancel it, which gives its units back.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    group: 'Shop',
    useAsTitle: 'number',
    defaultColumns: ['number', 'email', 'status', 'total', 'createdAt'],
    listSearchableFields: ['number', 'email'],
    hidden: hiddenFromNonShopStaff,
  },
  access: { read: ownOrShopStaff, create: noOne, update: shopStaffOnly, delete: noOne },
  hooks: { beforeChange: [routeStatusChange] },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true, ...fixed },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((status) => ({ label: status[0]!.toUpperCase() + status.slice(1), value: status })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'paymentMethod',
      type: 'select',
      required: true,
      defaultValue: 'request',
      options: selectOptions({ request: 'Request to purchase', stripe: 'Card (Stripe)' }),
      ...fixed,
    },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, ...fixed },
    { name: 'email', type: 'email', required: true, index: true, ...fixed },
    {
      name: 'contact',
      type: 'group',
      ...fixed,
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      name: 'shippingAddress',
      type: 'group',
      ...fixed,
      fields: [
        { name: 'line1', type: 'text' },
        { name: 'line2', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'region', type: 'text' },
        { name: 'postalCode', type: 'text' },
        { name: 'country', type: 'text' },
      ],
    },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      ...fixed,
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'artwork',
          options: selectOptions({ artwork: 'Artwork', 'gift-card': 'Gift card' }),
        },
        { name: 'artwork', type: 'relationship', relationTo: 'artworks' },
        { name: 'title', type: 'text', required: true },
        { name: 'variantTitle', type: 'text' },
        // The option's row id on the work: a cancelled order gives that option's own units back.
        { name: 'variant', type: 'text', admin: { readOnly: true } },
        { name: 'unitPrice', label: 'Unit price', type: 'number', required: true, min: 0, admin: fixedMoney.admin },
        { name: 'quantity', type: 'number', required: true, min: 1 },
        { name: 'recipientName', type: 'text' },
        { name: 'recipientEmail', type: 'email' },
        { name: 'giftMessage', type: 'textarea' },
      ],
    },
    { name: 'subtotal', type: 'number', required: true, min: 0, ...fixedMoney },
    { name: 'giftCardAmount', label: 'Paid by gift card', type: 'number', defaultValue: 0, min: 0, ...fixedMoney },
    { name: 'total', type: 'number', required: true, min: 0, ...fixedMoney },
    { name: 'currency', type: 'text', required: true, defaultValue: 'USD', ...fixed },
    { name: 'giftCard', label: 'Gift card redeemed', type: 'relationship', relationTo: 'gift-cards', ...fixed },
    { name: 'stripePaymentIntent', type: 'text', index: true, ...fixed },
    { name: 'stripeSessionId', label: 'Stripe Checkout Session', type: 'text', ...fixed },
    {
      name: 'holdUntil',
      label: 'Works held until',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'An unpaid order gives its works back at this time unless it is paid first.',
      },
      access: { update: nobody },
    },
    {
      name: 'clientAddress',
      label: 'Placed from address',
      type: 'text',
      index: true,
      access: { read: shopStaffFieldOnly, create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'staffNote',
      type: 'textarea',
      access: { read: shopStaffFieldOnly, create: shopStaffFieldOnly, update: shopStaffFieldOnly },
      admin: { position: 'sidebar' },
    },
  ],
}
