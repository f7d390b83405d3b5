import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { movementStockInEndpoints } from '@b2c/contracts';
import { answer, callsTo, errorAnswer, fakeApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { resetScanQueueDbForTests, scansOf } from '../../shared/scan-queue/scan-queue-store.ts';
import { StockInScanStep } from './stock-in-scan-step.tsx';

/**
 * Issue 28 part 2 at the stock-in step: a scan that gets no answer (a 5xx here) is kept on the phone
 * for its operator with the key it was sent with, the field is cleared for the next car; a 4xx is the
 * API's answer, shown and not kept.
 */
const renderStep = () =>
  renderWithProviders(
    <StockInScanStep
      location={{ code: 'HUB-DEL-1', name: 'New Delhi Parent Hub' }}
      stockInBy="REGISTRATION_NUMBER"
      rule="ALPHANUMERIC"
      onDone={() => undefined}
      onChangeLocation={() => undefined}
      operator={{ userId: 'u-ravi', vertical: { country: 'IN', vehicleType: 'CAR' } }}
    />,
  );

const scanIn = async (value: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Registration Number'), value);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
};

beforeEach(resetScanQueueDbForTests);

describe('a stock-in scan without an answer', () => {
  it('is kept with its key, location, operator, vertical and time; the field is ready for the next car', async () => {
    const calls = fakeApi(answer(movementStockInEndpoints.byReg, errorAnswer(503, 'Service unavailable')));
    renderStep();
    await scanIn('DL01AB1234');
    expect(await screen.findByText(/DL01AB1234 is kept on this phone/)).toBeVisible();
    expect(screen.getByLabelText('Registration Number')).toHaveValue('');
    const [kept] = await scansOf('u-ravi');
    expect(callsTo(calls, movementStockInEndpoints.byReg)).toHaveLength(1);
    expect(kept).toMatchObject({
      kind: 'stock-in',
      userId: 'u-ravi',
      vertical: { country: 'IN', vehicleType: 'CAR' },
      state: 'waiting',
      request: { path: 'reg', value: 'DL01AB1234', locationCode: 'HUB-DEL-1', locationName: 'New Delhi Parent Hub' },
    });
    expect(kept!.idempotencyKey).toMatch(/^stock-in-/);
    expect(Number.isNaN(Date.parse(kept!.madeAt))).toBe(false);
    expect(await scansOf('someone-else')).toEqual([]);
  });

  it('is not kept when the API refuses it (4xx): its message is the answer', async () => {
    fakeApi(
      answer(
        movementStockInEndpoints.byReg,
        errorAnswer(400, 'DL01AB1234 is already Stocked In at New Delhi Parent Hub.'),
      ),
    );
    renderStep();
    await scanIn('DL01AB1234');
    expect(await screen.findByText('DL01AB1234 is already Stocked In at New Delhi Parent Hub.')).toBeVisible();
    expect(screen.queryByText(/kept on this phone/)).toBeNull();
    expect(await scansOf('u-ravi')).toEqual([]);
  });
});
