import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FirstLoadFallback, hasStoredSession, LayoutSkeleton } from './layout-skeleton.tsx';

const storeUser = (expiresAt: number) =>
  window.localStorage.setItem(
    'oidc.user:http://localhost/oidc:b2c-admin-panel',
    JSON.stringify({ expires_at: expiresAt }),
  );

describe('layout skeleton', () => {
  afterEach(() => window.localStorage.clear());

  it('knows a stored, unexpired session from an expired one or none', () => {
    const now = Date.now();
    expect(hasStoredSession(now)).toBe(false);
    storeUser(now / 1000 - 60);
    expect(hasStoredSession(now)).toBe(false);
    storeUser(now / 1000 + 60);
    expect(hasStoredSession(now)).toBe(true);
  });

  it("draws the frame with index.html's classes, collapsed as remembered, with the footer line", () => {
    window.localStorage.setItem('sidebarCollapsed', 'true');
    const { container } = render(<LayoutSkeleton />);
    const shell = container.querySelector('.boot-shell');
    expect(shell?.getAttribute('data-collapsed')).toBe('true');
    expect(container.querySelector('.boot-title')?.textContent).toBe('B2C');
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent(
      `© ${new Date().getFullYear()} B2C Admin Panel. All rights reserved.`,
    );
  });

  it('shows the frame on a first load only with a stored session', () => {
    const { container, unmount } = render(<FirstLoadFallback />);
    expect(container.querySelector('.boot-shell')).toBeNull();
    unmount();
    storeUser(Date.now() / 1000 + 600);
    expect(render(<FirstLoadFallback />).container.querySelector('.boot-shell')).not.toBeNull();
  });
});
