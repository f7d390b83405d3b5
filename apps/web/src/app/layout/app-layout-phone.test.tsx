import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Feature } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess, fakeAuth, fakeUser } from '../../testing/fake-session.ts';
import { asNarrow } from '../../testing/viewport.ts';
import { AppLayout } from './app-layout.tsx';

// Which of the shell's lazy chunks were fetched (imported), observed without replacing them.
const fetched = vi.hoisted(() => new Set<string>());
vi.mock('./mobile-nav.tsx', async (real) => {
  fetched.add('phone menu');
  return real();
});
vi.mock('../../features/inventory/inventory-quick-search.tsx', async (real) => {
  fetched.add('vehicle search');
  return real();
});

const renderPhoneLayout = () =>
  renderWithProviders(
    <AppLayout sidebarPaths={new Map<Feature, string>([['inventory', '/inventory']])} stockIn={null} />,
    {
      auth: fakeAuth(fakeUser({ name: 'Asha Rao', countries: ['IN'], vehicleTypes: ['CAR'] })),
      access: fakeAccess(),
    },
  );

describe('AppLayout on a phone (issue 30: the first screen first)', () => {
  beforeEach(() => {
    fetched.clear();
    asNarrow();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds the menu drawer only when the menu is first opened', async () => {
    const user = userEvent.setup();
    renderPhoneLayout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched.has('phone menu')).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(nav).toHaveTextContent('Inventory');
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the vehicle search as an icon whose first tap opens the search at once', async () => {
    const user = userEvent.setup();
    renderPhoneLayout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched.has('vehicle search')).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find a vehicle' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('Find a vehicle'));
    expect(screen.getByRole('searchbox', { name: 'Find a vehicle' })).toBeInTheDocument();
  });
});
