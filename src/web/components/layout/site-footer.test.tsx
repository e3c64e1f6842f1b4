import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

const renderAt = (url: string) => render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <SiteFooter /> }], { initialEntries: [url] })} />);

describe('SiteFooter diagnostic line', () => {
  it('shows the page path for support, without an application link token', () => {
    renderAt('/college/demo-university');
    expect(screen.getByTestId('diagnostic-line')).toHaveTextContent(/^\/college\/demo-university · /);
  });

  it('hides the token of an application or confirmation link', () => {
    renderAt('/application/view/s3cret-token');
    expect(screen.getByTestId('diagnostic-line')).toHaveTextContent(/^\/application\/view\/:token · /);
    expect(screen.getByTestId('diagnostic-line')).not.toHaveTextContent('s3cret');
  });
});
