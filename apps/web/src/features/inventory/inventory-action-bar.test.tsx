import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';
import { asPhone } from '../../testing/viewport.ts';
import { InventoryActionBar } from './inventory-action-bar.tsx';

const none = () => undefined;

afterEach(() => vi.restoreAllMocks());

describe('InventoryActionBar and the inventory action table (issue 19 item 4)', () => {
  it('disables sale and price for a lost car, with the reason on hover', async () => {
    const user = userEvent.setup();
    fakeApi();
    const lost = fakeCar({ locationStatus: 'LOST', published: false, publishStatus: 'UNPUBLISHED' });
    renderWithProviders(<InventoryActionBar car={lost} onReload={none} />, { access: fakeAccess() });
    for (const name of ['Mark as sold', 'Update listing price', 'Update target price']) {
      const button = screen.getByRole('button', { name });
      expect(button, name).toBeDisabled();
      expect(button).toHaveAccessibleDescription('It is marked lost.');
    }
    // Housekeeping stays open, and the publish dialog still offers the delisting.
    expect(screen.getByRole('button', { name: 'Update stage' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Publish / Unpublish' })).toBeEnabled();
    await user.hover(screen.getByRole('button', { name: 'Mark as sold' }).parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('It is marked lost.');
  });

  it('enables them for a car for sale', () => {
    fakeApi();
    renderWithProviders(<InventoryActionBar car={fakeCar()} onReload={none} />, { access: fakeAccess() });
    for (const name of ['Mark as sold', 'Update listing price']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeEnabled();
      expect(button).not.toHaveAccessibleDescription();
    }
  });

  it('folds the buttons into one Actions menu on a phone (issue 24 #22)', async () => {
    const user = userEvent.setup();
    asPhone();
    fakeApi();
    renderWithProviders(<InventoryActionBar car={fakeCar()} onReload={none} />, { access: fakeAccess() });
    const toolbar = screen.getByRole('toolbar', { name: 'Inventory actions' });
    expect(toolbar.querySelectorAll('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Actions/ }));
    expect(await screen.findByRole('menuitem', { name: 'Update listing price' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /QR code/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Update stage' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
