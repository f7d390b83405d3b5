import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { movementStockInEndpoints } from '@b2c/contracts';
import { answer, callsTo, errorAnswer, fakeApi, type RecordedCall } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { cameraProblemText, noCameraText } from './stock-in-camera-scanner.tsx';
import { StockInScanStep } from './stock-in-scan-step.tsx';

/**
 * The camera fallback with the real @zxing/browser: no getUserMedia (happy-dom has none, like an
 * insecure page or an old browser) or a refused permission says so inline, and manual entry still works.
 */
const label = 'Registration Number';

const renderStep = () => {
  const requests = fakeApi(
    answer(
      movementStockInEndpoints.byReg,
      errorAnswer(404, 'Inventory with registration number DL01AB1234 was not found.'),
    ),
  );
  renderWithProviders(
    <StockInScanStep
      location={{ code: 'HUB-DEL-1', name: 'New Delhi Parent Hub' }}
      stockInBy="REGISTRATION_NUMBER"
      rule="ALPHANUMERIC"
      onDone={() => undefined}
      onChangeLocation={() => undefined}
      operator={{ userId: 'ravi.ops', vertical: { country: 'IN', vehicleType: 'CAR' } }}
    />,
  );
  return requests;
};

/** Manual entry after the camera failed: the field takes text and Submit sends it. */
const manualEntryStillWorks = async (requests: RecordedCall[]) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(label), 'dl 01 ab 1234');
  const submit = screen.getByRole('button', { name: 'Submit' });
  expect(submit).toBeEnabled();
  await user.click(submit);
  await waitFor(() =>
    expect(callsTo(requests, movementStockInEndpoints.byReg).map((c) => c.params.value)).toContain('DL01AB1234'),
  );
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.restoreAllMocks();
});

describe('StockInCameraScanner fallback', () => {
  it('explains that this browser has no camera and keeps manual entry usable', async () => {
    expect('mediaDevices' in navigator).toBe(false);
    const requests = renderStep();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText(noCameraText(label))).toBeInTheDocument();
    expect(screen.queryByLabelText(/Camera preview/)).toBeNull();
    await manualEntryStillWorks(requests);
    await user.click(screen.getByRole('button', { name: 'Close camera' }));
    expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeInTheDocument();
  });

  it('explains a refused camera permission and keeps manual entry usable', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const requests = renderStep();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    const alert = await screen.findByText(cameraProblemText(new DOMException('x', 'NotAllowedError'), label));
    expect(alert).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' } });
    await manualEntryStillWorks(requests);
  });

  it('names each camera failure', () => {
    const named = (name: string) => cameraProblemText(new DOMException('x', name), label);
    expect(named('NotAllowedError')).toMatch(/^Camera permission was denied\./);
    expect(named('NotFoundError')).toMatch(/^No camera was found/);
    expect(named('OverconstrainedError')).toMatch(/^No camera was found/);
    expect(named('NotReadableError')).toMatch(/in use by another app/);
    expect(cameraProblemText(new Error('boom'), label)).toBe(
      `The camera could not be started. Type the ${label} instead.`,
    );
  });
});
