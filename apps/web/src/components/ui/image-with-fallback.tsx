import { useState } from 'react';

export interface ImageWithFallbackProps {
  src: string;
  fallbackSrc: string;
  /** Shown as text when both images fail (spec §2 image fallbacks). */
  text: string;
  alt?: string;
  className?: string;
  width?: number;
  height?: number;
}

/** spec §2: an image falls back to a default image, then, after repeated failure, to text. */
export function ImageWithFallback({
  src,
  fallbackSrc,
  text,
  alt = text,
  className,
  width,
  height,
}: ImageWithFallbackProps) {
  const [stage, setStage] = useState<0 | 1 | 2>(0);
  if (stage === 2) return <span className={`image-fallback-text ${className ?? ''}`}>{text}</span>;
  return (
    <img
      key={stage}
      className={className}
      src={stage === 0 ? src : fallbackSrc}
      alt={alt}
      width={width}
      height={height}
      onError={() => setStage(stage === 0 ? 1 : 2)}
    />
  );
}
