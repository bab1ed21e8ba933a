// Typed GraphQL operations, generated from the server's schema files (no
// network): every graphql(`…`) in src/ is checked against ../schema and gets
// its result and variables types in src/gql/.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../schema/*.graphqls',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { Time: 'string', Cursor: 'string', ID: 'string' },
      },
    },
  },
};
export default config;
