import { useEffect, useRef, useState } from 'react';

export interface ImageWithFallbackProps {
  src: string;
  fallbackSrc: string;
  /** Shown as text when both images fail (docs/product/payment-page.md §2 image fallbacks). */
  text: string;
  alt?: string;
  className?: string;
  width?: number;
  height?: number;
}

type Stage = 0 | 1 | 2;

/** The stage after a failure at `from`, once only: the check and the event may both report it. */
const next =
  (src: string, from: Stage) =>
  (current: { src: string; stage: Stage }): { src: string; stage: Stage } =>
    current.src === src && current.stage !== from ? current : { src, stage: (from + 1) as Stage };

/**
 * docs/product/payment-page.md §2: an image falls back to a default image, then, after repeated failure, to text.
 *
 * A view the server drew has its images requested with the HTML: one may fail before React hydrates
 * and attaches onError, and that event is gone. So on mount (and after each switch) the image is
 * also checked as it stands: loaded-and-empty (`complete` with no `naturalWidth`) is a failure too.
 */
export function ImageWithFallback({
  src,
  fallbackSrc,
  text,
  alt = text,
  className,
  width,
  height,
}: ImageWithFallbackProps) {
  // The stage belongs to one src: another image in the same place starts again from it.
  const [state, setState] = useState<{ src: string; stage: Stage }>({ src, stage: 0 });
  const stage = state.src === src ? state.stage : 0;
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setState(next(src, stage));
  }, [src, stage]);
  if (stage === 2) return <span className={`image-fallback-text ${className ?? ''}`}>{text}</span>;
  return (
    <img
      key={stage}
      ref={image}
      className={className}
      src={stage === 0 ? src : fallbackSrc}
      alt={alt}
      width={width}
      height={height}
      onError={() => setState(next(src, stage))}
    />
  );
}
