import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, matchPath, Router, usePath } from './router.tsx';

function ShowPath() {
  return <p data-testid="path">{usePath()}</p>;
}

describe('matchPath', () => {
  it('reads the parameters of a matching path, decoded', () => {
    expect(matchPath('/order/:id/:token', '/order/1/a%20b')).toEqual({ id: '1', token: 'a b' });
    expect(matchPath('/order/:id/:token', '/order/1/t/')).toEqual({ id: '1', token: 't' });
    expect(matchPath('/help', '/help')).toEqual({});
  });

  it('refuses other paths, missing parameters and broken escapes', () => {
    expect(matchPath('/order/:id/:token', '/order/1')).toBeNull();
    expect(matchPath('/order/:id/:token', '/order/1/t/x')).toBeNull();
    expect(matchPath('/order/:id/:token', '/order//t')).toBeNull();
    expect(matchPath('/order/:id/:token', '/order/1/%E0%A4%A')).toBeNull();
    expect(matchPath('/help', '/helps')).toBeNull();
  });
});

describe('Router and Link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('changes the path in place when a link is clicked, and follows the back button', async () => {
    window.history.replaceState(null, '', '/order/1/t');
    render(
      <Router>
        <ShowPath />
        <Link to="/help">Help</Link>
      </Router>,
    );
    expect(screen.getByTestId('path').textContent).toBe('/order/1/t');
    await userEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(window.location.pathname).toBe('/help');
    expect(screen.getByTestId('path').textContent).toBe('/help');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByTestId('path').textContent).toBe('/order/1/t');
  });

  it('shows the path it is given on the server', () => {
    render(
      <Router path="/help">
        <ShowPath />
      </Router>,
    );
    expect(screen.getByTestId('path').textContent).toBe('/help');
  });
});
