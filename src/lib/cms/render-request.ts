import type { PayloadRequest } from 'payload'
import { oncePerRender } from '@/lib/http/once-per-render'

/**
 * The one Payload request every CMS read of a page render shares. Payload keeps its DataLoader on the
 * request, so the images and artists that a page's rails and cards populate are read in one query per
 * collection instead of one per rail, and a document populated twice is read once. Nothing read outlives the
 * page; outside a render each read gets a request of its own.
 */
export const renderRequest = oncePerRender((): Partial<PayloadRequest> => ({}))
