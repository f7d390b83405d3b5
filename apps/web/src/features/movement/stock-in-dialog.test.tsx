import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@b2c/domain';
import { fakeApiIn } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { StockInDialog } from './stock-in-dialog.tsx';

describe('StockInDialog', () => {
  it('is titled Park in AU, starts at Choose Location with Submit disabled, and validates on leaving a field', async () => {
    const vertical = { country: 'AU', vehicleType: 'CAR' } as const;
    fakeApiIn(vertical, () => ({ body: [] }));
    renderWithProviders(<StockInDialog open onClose={() => undefined} />, { access: fakeAccess({ vertical }) });
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
