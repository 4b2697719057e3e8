import { PageNotFound } from '@/components/errors/PageNotFound'

export const metadata = { title: 'Page not found' }

export default PageNotFound
