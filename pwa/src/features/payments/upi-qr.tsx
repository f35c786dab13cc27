import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The QR code of a UPI payment link, drawn in the browser. `qrcode` loads only when a payment dialog opens. */
export function UpiQr({ link, label, size = 240 }: { link: string; label: string; size?: number }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(async (qr) => {
      const url = await qr.toDataURL(link, { width: size, margin: 2, errorCorrectionLevel: 'M' });
      if (!cancelled) setSrc(url);
    });
    return () => {
      cancelled = true;
    };
  }, [link, size]);
  return (
    <Center w={size} h={size} mx="auto" bg="white" style={{ borderRadius: 8 }}>
      {src ? <img src={src} width={size} height={size} alt={label} data-testid="upi-qr" /> : <Loader aria-label={t`Drawing the QR code`} />}
    </Center>
  );
}
