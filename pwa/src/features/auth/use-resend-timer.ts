import { useLingui } from '@lingui/react/macro';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { otpRules } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';

/** Seconds until another code may be requested (the server enforces the same 30 seconds). */
export function useResendTimer() {
  const { t } = useLingui();
  const f = useFormat();
  const [left, setLeft] = useState(0);
  const interval = useInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
  useEffect(() => {
    if (left > 0 && !interval.active) interval.start();
    if (left === 0 && interval.active) interval.stop();
  }, [left, interval]);
  return {
    left,
    start: () => setLeft(otpRules.resendAfterMs / 1000),
    /** The resend control's words: the countdown while it runs, then `idle`. */
    label: (idle: string) => {
      const seconds = f.number(left);
      return left > 0 ? t`Resend OTP in ${seconds}s` : idle;
    },
  };
}
