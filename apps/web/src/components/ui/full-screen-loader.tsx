export interface FullScreenLoaderProps {
  /** The theme's loader image; text is shown when there is none. */
  image?: string | null;
  text: string;
}

/** docs/product/payment-page.md §2: while the order loads, a themed loader image, or the payment-loading text. */
export function FullScreenLoader({ image, text }: FullScreenLoaderProps) {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      {image ? <img className="loader-image" src={image} alt="" width={96} height={96} /> : null}
      <span className={image ? 'visually-hidden' : 'loader-text'}>{text}</span>
    </div>
  );
}
