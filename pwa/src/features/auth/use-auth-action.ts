import { useState } from 'react';

/**
 * The busy flag and the error of an account screen's requests: `run` disables the form while it
 * works and shows the server's message (or the fallback when there is none) in the screen's alert,
 * or hands it to `onError` when the screen shows some messages elsewhere.
 */
export function useAuthAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>, fallback: string, onError: (message: string) => void = setError) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      onError(e instanceof Error ? e.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
