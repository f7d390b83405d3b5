import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@b2c/domain';
import { configureApiClient } from '../../shared/api/api-client.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { StockInDialog } from './stock-in-dialog.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('StockInDialog', () => {
  it('is titled Park in AU, starts at Choose Location with Submit disabled, and validates on leaving a field', async () => {
    configureApiClient({
      getAccessToken: async () => 't',
      getVertical: async () => ({ country: 'AU', vehicleType: 'CAR' }),
      onUnauthorized: () => undefined,
      hostRules: [],
      environment: 'production',
      fetch: async () => json(200, { data: [] }),
    });
    renderWithProviders(<StockInDialog open onClose={() => undefined} />, {
      access: fakeAccess({ vertical: { country: 'AU', vehicleType: 'CAR' } }),
    });
    expect(await screen.findByText('Park')).toBeTruthy();
    expect(screen.getByText(MESSAGES.chooseLocation)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('City'));
    await user.tab();
    await waitFor(() => expect(screen.getByText(MESSAGES.cityRequired)).toBeTruthy());
    await user.type(screen.getByLabelText('City'), 'Atlantis');
    await user.tab();
    await waitFor(() => expect(screen.getByText(MESSAGES.cityIncorrect)).toBeTruthy());
  });
});
