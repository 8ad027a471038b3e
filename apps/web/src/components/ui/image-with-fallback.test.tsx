import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from './image-with-fallback.tsx';

/** Images whose src contains one of `failed` have already failed to load (as the browser reports it). */
function imagesAlreadyFailed(...failed: string[]) {
  const isFailed = (image: HTMLImageElement) => failed.some((part) => image.src.includes(part));
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(function (
    this: HTMLImageElement,
  ) {
    return isFailed(this);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('ImageWithFallback (docs/product/payment-page.md §2 image fallbacks)', () => {
  it('falls back to the default image, then to the text', () => {
    render(<ImageWithFallback src="/banks/nope.svg" fallbackSrc="/banks/default.svg" text="Nope Bank" />);
    const image = () => screen.getByRole('img', { name: 'Nope Bank' }) as HTMLImageElement;
    expect(image().getAttribute('src')).toBe('/banks/nope.svg');
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/banks/default.svg');
    fireEvent.error(image());
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Nope Bank')).toBeTruthy();
  });

  it('falls back for an image that failed before the page hydrated (its error event is gone)', async () => {
    const element = (
      <ImageWithFallback src="/banks/nope.svg" fallbackSrc="/banks/default.svg" text="Nope Bank" />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    imagesAlreadyFailed('/banks/nope.svg');
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/banks/default.svg');
    container.remove();
  });

  it('shows the text when the default image has failed too, and reports each failure once', () => {
    imagesAlreadyFailed('/banks/nope.svg', '/banks/default.svg');
    render(<ImageWithFallback src="/banks/nope.svg" fallbackSrc="/banks/default.svg" text="Nope Bank" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Nope Bank')).toBeTruthy();
  });

  it('starts again from the image when it is given another one', () => {
    const { rerender } = render(
      <ImageWithFallback src="/banks/nope.svg" fallbackSrc="/banks/default.svg" text="Nope Bank" />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('/banks/default.svg');
    rerender(<ImageWithFallback src="/banks/sbi.svg" fallbackSrc="/banks/default.svg" text="SBI" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/banks/sbi.svg');
  });
});
