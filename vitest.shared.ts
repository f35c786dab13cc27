/** Resolution shared by every package's Vitest config: workspace packages load from their TypeScript source. */
export const sourceConditions = {
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
};
