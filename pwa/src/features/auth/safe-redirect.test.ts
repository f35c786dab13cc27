import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it("keeps this site's paths", () => {
    expect(safeRedirect('/services/resume-builder/templates/exp-1')).toBe('/services/resume-builder/templates/exp-1');
    expect(safeRedirect('/services/resume-builder/templates/exp-1?resume=abc')).toBe('/services/resume-builder/templates/exp-1?resume=abc');
  });
  it('refuses other sites, odd values and loops', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      42,
      null,
      '/login',
      `/${'a'.repeat(600)}`,
      '/a b',
    ])
      expect(safeRedirect(bad)).toBeUndefined();
  });
});
