// `npm run lint` (run by `npm test`): Next's recommended and Core Web Vitals rules with the
// TypeScript rules, over the app, the tests and the tools. Formatting is Prettier's (`npm run format`).
import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // The React Compiler's rules (eslint-plugin-react-hooks 7). maison does not run the compiler;
      // the patterns they name (a ref read while rendering, state set from an effect that syncs with
      // the browser) are deliberate in the components that use them. Shown, not failing.
      'react-hooks/refs': 'warn',
      'react-hooks/set-state-in-effect': 'warn',
      // A leading underscore names what is left out on purpose (a rest sibling, an unused parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Unit tests render plain markup fixtures: a link there navigates nowhere.
    files: ['tests/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores([
    '.next/**',
    'dist/**',
    'src/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
    'src/migrations/**',
    'public/**',
    'docs/**',
    'seed/images/render/**',
  ]),
])
