/**
 * Renewing the session with a rotating refresh token (issue 13): the new refresh token is kept,
 * and two tabs never send the same refresh token twice (the server would take the second for a
 * stolen copy and end every session of the account).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Asha',
  lastName: 'Patil',
  email: 'asha@example.com',
  role: 'student',
  phoneNumber: null,
  address: null,
  education: null,
  bio: null,
  profileImage: null,
  status: 'active',
  createdAt: '2026-11-25T00:00:00.000Z',
};

/** One localStorage for every "tab" (module instance), as a browser shares it. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
}

/** Web Locks as the browser gives them: one holder of a name at a time, in order. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: <T>(_name: string, work: () => Promise<T>): Promise<T> => {
      const run = tail.then(work, work);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** A tab: its own copy of the client module (its own in-flight refresh), the shared storage. */
async function openTab() {
  vi.resetModules();
  return import('./http');
}

let sent: string[];
let rotations: number;

beforeEach(() => {
  sent = [];
  rotations = 0;
  vi.stubGlobal('localStorage', fakeStorage());
  vi.stubGlobal('navigator', { locks: fakeLocks() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const { refreshToken } = JSON.parse(init.body) as { refreshToken: string };
      sent.push(refreshToken);
      await new Promise((r) => setTimeout(r, 20));
      rotations += 1;
      return new Response(
        JSON.stringify({ token: `access-${rotations}`, refreshToken: `refresh-${rotations}`, user, mustChangePassword: false }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('token', 'access-0');
  localStorage.setItem('refreshToken', 'refresh-0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshSession with rotating refresh tokens', () => {
  it('keeps the new refresh token the server answers', async () => {
    const tab = await openTab();
    expect(await tab.refreshSession()).toBe(true);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(await tab.refreshSession()).toBe(true);
    expect(sent).toEqual(['refresh-0', 'refresh-1']);
  });

  it('one tab: concurrent callers share one request', async () => {
    const tab = await openTab();
    expect(await Promise.all([tab.refreshSession(), tab.refreshSession(), tab.refreshSession()])).toEqual([true, true, true]);
    expect(sent).toEqual(['refresh-0']);
  });

  it('two tabs at once: the second uses the token the first got, never sending the old one again', async () => {
    const first = await openTab();
    const second = await openTab();
    expect(first).not.toBe(second);
    expect(await Promise.all([first.refreshSession(), second.refreshSession()])).toEqual([true, true]);
    expect(sent).toEqual(['refresh-0']);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });
});
