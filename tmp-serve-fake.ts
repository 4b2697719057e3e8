import { startFakeAlgolia } from './tests/fixtures/algolia/fake-algolia'

const fake = await startFakeAlgolia()
console.log(`FAKE ${fake.origin}`)
setInterval(() => {
  const summary = fake.requests.splice(0).map((request) => `${request.method} ${request.path} ${request.apiKey.slice(5, 11)}`)
  if (summary.length) console.log(summary.join('\n'))
}, 1000)
