import * as z from 'zod/mini'
import { postJson } from '@/components/forms/post-json'

/** The SWR keys of the customer's alerts: the list (with the setting) and the header's count. */
export const ALERTS_KEY = '/api/customer/alerts'
export const UNSEEN_KEY = '/api/customer/alerts/unseen'

const alertsAnswer = z.object({
  alerts: z.array(
    z.object({
      artwork: z.object({ id: z.number(), title: z.string(), artist: z.string(), href: z.string() }),
      publishedAt: z.string(),
      seen: z.boolean(),
    }),
  ),
  unseen: z.number(),
  mails: z.boolean(),
})

const unseenAnswer = z.object({ unseen: z.number() })

async function call<T>(path: string, schema: z.ZodMiniType<T>, body: object = {}): Promise<T> {
  const answer = await postJson(path, body, { label: `The call ${path}` })
  if (!answer.reached || !answer.ok)
    throw new Error(answer.reached ? (answer.error ?? `${answer.status}`) : 'unreached')
  return schema.parse(answer.body)
}

export const fetchAlerts = (path: string) => call(path, alertsAnswer)
export const fetchUnseen = async (path: string) => (await call(path, unseenAnswer)).unseen
export const markSeen = () => call('/api/customer/alerts/seen', unseenAnswer)
export const setMails = (mails: boolean) =>
  call('/api/customer/alerts/mails', z.object({ mails: z.boolean() }), { mails })
