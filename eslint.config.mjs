import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.astro/**',
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use { Link } from '@/components/ui/Link': it does not prefetch every link in sight.",
            },
            {
              name: 'lucide-react',
              message:
                "Import each icon from its own file (import X from 'lucide-react/icons/x'): the index makes the storefront's build read all 2,092 of them.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/ui/Link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
