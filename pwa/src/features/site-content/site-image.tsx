import { srcSetOf, type SiteImage as Image } from '@institute/shared-schema';
import type { CSSProperties } from 'react';

/**
 * A site image as pages show it (issue 15): the size the screen needs from its WebP widths
 * (`srcset`, `sizes`), width and height set so nothing shifts when it loads, lazy below the fold,
 * and its tiny placeholder drawn blurred until the picture arrives.
 */
export function SiteImage({
  image,
  alt,
  sizes,
  eager = false,
  fit = 'cover',
  style,
}: {
  image: Image;
  alt: string;
  sizes: string;
  eager?: boolean;
  fit?: 'cover' | 'contain';
  style?: CSSProperties;
}) {
  const largest = image.sources.at(-1)!;
  return (
    <img
      src={largest.url}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${image.width} / ${image.height}`,
        objectFit: fit,
        backgroundImage: `url("${image.placeholder}")`,
        backgroundSize: 'cover',
        backgroundColor: 'var(--app-surface-strong)',
        ...style,
      }}
    />
  );
}
