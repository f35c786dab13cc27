import { describe, expect, it } from 'vitest';
import { serverLanguages } from '@institute/shared-schema';
import { detectToolchain, detectToolchains } from '../src/index.js';

describe('toolchain detection', () => {
  it('reports every server language', async () => {
    const all = await detectToolchains();
    expect(all.map((a) => a.language).sort()).toEqual([...serverLanguages].sort());
    // This machine always has Node (it runs the tests) and Debian's python3.
    expect(all.find((a) => a.language === 'javascript')?.available).toBe(true);
    expect(all.find((a) => a.language === 'python')?.available).toBe(true);
  });

  it('a missing toolchain is unavailable, named, and does not throw', async () => {
    const r = await detectToolchain('csharp', ['/nonexistent/mcs']);
    expect(r).toEqual({ language: 'csharp', available: false, reason: 'C# is unavailable on this server (mcs not found)' });
  });
});
