import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** One server-rendered page and its layout, with no client component: the least an App Router page can be. */
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'framework-floor', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
      allowJs: true,
      plugins: [{ name: 'next' }],
    },
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['node_modules'],
  }),
  'app/layout.tsx': `export const metadata = { title: 'Framework floor' }
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  'app/page.tsx': `export default function Page() {
  return (<main><h1>A blank page</h1><p>Server-rendered text and nothing else: no client component.</p></main>)
}
`,
}

/** Writes the blank app into `dir`, using this project's own installed next and react. */
export function writeBlankApp(dir: string): void {
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir')
}
