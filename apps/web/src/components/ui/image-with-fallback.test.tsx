import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from './image-with-fallback.tsx';

describe('ImageWithFallback (spec §2 image fallbacks)', () => {
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
});
