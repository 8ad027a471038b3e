import { ImageWithFallback } from './image-with-fallback.tsx';

/** The card image for a payment type, falling back to a generic card, then to the type's name. */
export function PaymentTypeImage({ type, name }: { type: string; name: string }) {
  return (
    <ImageWithFallback
      className="payment-type-image"
      src={`/payment-types/${encodeURIComponent(type)}.svg`}
      fallbackSrc="/payment-types/default.svg"
      text={name}
      alt=""
      width={64}
      height={40}
    />
  );
}
