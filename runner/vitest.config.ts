import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  test: { name: 'runner', include: ['test/**/*.test.ts'] },
});
