import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/** A QR code of `value` as an image; the `qrcode` library loads only where one is drawn. */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? <img src={src} width={size} height={size} alt={label} /> : <Skeleton width={size} height={size} />;
}
