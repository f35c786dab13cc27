import { useState } from 'react';

/**
 * The busy flag and the error of an account screen's requests: `run` disables the form while it
 * works and shows the server's message (or the fallback when there is none) in the screen's alert,
 * or hands it (with the error, an `ApiError` that carries the message's code) to `onError` when the
 * screen shows some messages elsewhere.
 */
export function useAuthAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>, fallback: string, onError: (message: string, error: unknown) => void = setError) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      onError(e instanceof Error ? e.message : fallback, e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
