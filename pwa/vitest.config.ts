import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  test: { name: 'pwa', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
