import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess, fakeAuth, fakeUser } from '../../testing/fake-session.ts';
import { AppLayout } from './app-layout.tsx';

const renderLayout = (access = fakeAccess()) =>
  renderWithProviders(<AppLayout sidebarPaths={new Map()} stockIn={null} />, {
    auth: fakeAuth(fakeUser({ name: 'Asha Rao' })),
    access,
  });

/** The header paints itself with the theme's container colour: what a person sees change. */
const headerBackground = () => screen.getByRole('banner').style.background;
const LIGHT_BG = '#ffffff';
const DARK_BG = '#141414';

/** An operating system that asks for a dark (or light) scheme. */
const systemPrefers = (scheme: 'dark' | 'light') =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-color-scheme: dark') && scheme === 'dark',
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

const pick = async (user: ReturnType<typeof userEvent.setup>, choice: 'System' | 'Light' | 'Dark') => {
  await user.click(screen.getByRole('button', { name: 'User menu of Asha Rao' }));
  await user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${choice}`) }));
};

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.theme;
});

describe('the theme in the user menu', () => {
  it('follows the system until the user picks one', () => {
    systemPrefers('dark');
    renderLayout();
    expect(headerBackground()).toBe(DARK_BG);
  });

  it('turns the panel dark from the menu, marks the page, and keeps the pick across a remount', async () => {
    systemPrefers('light');
    const user = userEvent.setup();
    const first = renderLayout();
    expect(headerBackground()).toBe(LIGHT_BG);

    await pick(user, 'Dark');
    await waitFor(() => expect(headerBackground()).toBe(DARK_BG));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    first.unmount();
    delete document.documentElement.dataset.theme;
    renderLayout();
    expect(headerBackground()).toBe(DARK_BG);
    await user.click(screen.getByRole('button', { name: 'User menu of Asha Rao' }));
    expect(await screen.findByRole('menuitem', { name: /^Dark/ })).toHaveTextContent('Dark');
    expect(screen.getByRole('img', { name: 'chosen' }).closest('[role="menuitem"]')).toHaveTextContent('Dark');
  });

  it('goes back to the system with System, forgetting the pick', async () => {
    systemPrefers('light');
    localStorage.setItem('theme', 'dark');
    const user = userEvent.setup();
    renderLayout();
    expect(headerBackground()).toBe(DARK_BG);
    await pick(user, 'System');
    await waitFor(() => expect(headerBackground()).toBe(LIGHT_BG));
    expect(localStorage.getItem('theme')).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('offers the theme to a user without the Errors screen too', async () => {
    const user = userEvent.setup();
    const access = fakeAccess();
    renderLayout({
      ...access,
      uiRules: { ...access.uiRules, actionPermissions: { ...access.uiRules.actionPermissions, VIEW_ERRORS: false } },
    });
    await user.click(screen.getByRole('button', { name: 'User menu of Asha Rao' }));
    expect(await screen.findByRole('menuitem', { name: /^Light/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Errors' })).toBeNull();
  });
});
