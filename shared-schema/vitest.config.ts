import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'shared-schema', include: ['test/**/*.test.ts', 'src/**/*.test.ts'] },
  resolve: { conditions: ['source'] },
});
