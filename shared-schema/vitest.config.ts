import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  test: { name: 'shared-schema', include: ['test/**/*.test.ts', 'src/**/*.test.ts'] },
});
