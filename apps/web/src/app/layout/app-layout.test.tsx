import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Feature } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess, fakeAuth, fakeUser } from '../../testing/fake-session.ts';
import { AppLayout } from './app-layout.tsx';

const paths = new Map<Feature, string>([
  ['fastag', '/fastag'],
  ['inventory', '/inventory'],
  ['driver', '/driver'],
  ['userPreferences', '/user-preferences'],
]);

const StockInDialog = ({ open }: { open: boolean }) => (open ? <p>stock-in dialog</p> : null);
const stockIn = { load: async () => ({ Component: StockInDialog }) };

const renderLayout = (options: { access?: ReturnType<typeof fakeAccess>; withStockIn?: boolean } = {}) =>
  renderWithProviders(<AppLayout sidebarPaths={paths} stockIn={options.withStockIn ? stockIn : null} />, {
    auth: fakeAuth(fakeUser({ name: 'Asha Rao', countries: ['IN', 'AU'], vehicleTypes: ['CAR'] })),
    access: options.access ?? fakeAccess(),
  });

describe('AppLayout', () => {
  it('shows the title and the registered items the user may see, in SPEC order', () => {
    renderLayout();
    expect(screen.getByRole('heading', { name: 'B2C Admin Panel' })).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    // userPreferences is registered but needs CC_ADMIN; fastag comes last in SPEC order.
    expect(labels).toEqual(['Inventory', 'Driver Management', 'Fastag']);
    expect(within(menu).getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/inventory');
  });

  it('remembers the collapsed sidebar', async () => {
    const user = userEvent.setup();
    const first = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    first.unmount();
    renderLayout();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('has the header parts: vertical from the claims, user name, logout, and a footer', () => {
    renderLayout();
    expect(screen.getByRole('button', { name: 'Country: IN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vehicle type: CAR' })).toBeDisabled(); // one claim, nothing to switch
    expect(screen.getByTestId('user-name')).toHaveTextContent('Asha Rao');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} B2C Admin Panel/)).toBeInTheDocument();
  });

  it('offers the stock-in icon only with stockInBy, the STOCK_IN permission and a registered dialog', async () => {
    const user = userEvent.setup();
    const first = renderLayout();
    expect(screen.queryByRole('button', { name: 'Stock In' })).not.toBeInTheDocument();
    first.unmount();

    const ctx = fakeAccess();
    const off = renderLayout({ withStockIn: true, access: { ...ctx, uiRules: { ...ctx.uiRules, stockInBy: null } } });
    expect(screen.queryByRole('button', { name: 'Stock In' })).not.toBeInTheDocument();
    off.unmount();

    // Issue 19 item 6: a key manager (inventory menu, no STOCK_IN) gets no icon.
    const noPermission = { ...ctx.uiRules.actionPermissions, STOCK_IN: false };
    const keys = renderLayout({
      withStockIn: true,
      access: { ...ctx, uiRules: { ...ctx.uiRules, actionPermissions: noPermission } },
    });
    expect(screen.queryByRole('button', { name: 'Stock In' })).not.toBeInTheDocument();
    keys.unmount();

    renderLayout({ withStockIn: true });
    await user.click(screen.getByRole('button', { name: 'Stock In' }));
    expect(await screen.findByText('stock-in dialog')).toBeInTheDocument();
  });

  it('opens the yard audit (issue 28) from the stock-in icon’s menu, for those with YARD_AUDIT only', async () => {
    const user = userEvent.setup();
    const ctx = fakeAccess();
    const without = renderLayout({
      withStockIn: true,
      access: {
        ...ctx,
        uiRules: { ...ctx.uiRules, actionPermissions: { ...ctx.uiRules.actionPermissions, YARD_AUDIT: false } },
      },
    });
    expect(screen.getByRole('button', { name: 'Stock In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More stock in actions' })).not.toBeInTheDocument();
    without.unmount();

    const { router } = renderLayout({ withStockIn: true });
    await user.click(screen.getByRole('button', { name: 'More stock in actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(expect.arrayContaining(['Stock In', 'Yard audit']));
    await user.click(screen.getByRole('menuitem', { name: 'Yard audit' }));
    expect(router.state.location.pathname).toBe('/yard-audit');
  });
});
