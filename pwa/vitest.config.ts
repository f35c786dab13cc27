import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.js';
import { linguiPlugins } from './scripts/lingui-plugins';

export default defineProject({
  ...sourceConditions,
  plugins: linguiPlugins(),
  test: { name: 'pwa', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
