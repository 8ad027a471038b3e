import { ImageWithFallback } from './image-with-fallback.tsx';

export interface BankLogoProps {
  code: string;
  name: string;
  className?: string;
  /** Decorative when the name is shown beside it. */
  isDecorative?: boolean;
}

export function BankLogo({ code, name, className = 'bank-logo', isDecorative = false }: BankLogoProps) {
  return (
    <ImageWithFallback
      className={className}
      src={`/banks/${encodeURIComponent(code)}.svg`}
      fallbackSrc="/banks/default.svg"
      text={name}
      alt={isDecorative ? '' : name}
      width={120}
      height={40}
    />
  );
}
