import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { StockInScanStep } from './stock-in-scan-step.tsx';

/** zxing replaced by a scanner that "sees" what the test says, to check what the step does with a decode. */
const scanner = vi.hoisted(() => ({
  stop: vi.fn(),
  decode: undefined as undefined | ((text: string) => void),
}));
vi.mock('@zxing/browser', () => ({
  BrowserMultiFormatReader: class {
    async decodeFromConstraints(
      _constraints: MediaStreamConstraints,
      _video: HTMLVideoElement,
      callback: (
        result: { getText: () => string } | undefined,
        error: undefined,
        controls: { stop: () => void },
      ) => void,
    ) {
      const controls = { stop: scanner.stop };
      scanner.decode = (text) => callback({ getText: () => text }, undefined, controls);
      return controls;
    }
  },
}));

// The scanner checks that the browser can reach a camera at all before it loads zxing's reader.
beforeEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  scanner.decode = undefined;
});

const renderStep = () =>
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

describe('StockInScanStep camera scan', () => {
  it('fills the field with the decoded identifier, normalised, and stops the camera', async () => {
    scanner.stop.mockClear();
    renderStep();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByLabelText(/Camera preview/)).toBeInTheDocument();
    await waitFor(() => expect(scanner.decode).toBeDefined());
    scanner.decode!(' dl 01 ab 1234\n');
    await waitFor(() => expect(screen.getByLabelText('Registration Number')).toHaveValue('DL01AB1234'));
    expect(scanner.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText(/Camera preview/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('checks a decoded value against the identifier rule at once', async () => {
    renderStep();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    await waitFor(() => expect(scanner.decode).toBeDefined());
    scanner.decode!('https://example.test/DL-01');
    expect(await screen.findByText('Registration Number must use letters and digits only.')).toBeInTheDocument();
  });

  it('stops the camera when the scanner is closed or the step goes away', async () => {
    scanner.stop.mockClear();
    const { unmount } = renderStep();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    await screen.findByLabelText(/Camera preview/);
    await user.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(scanner.stop).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    await screen.findByLabelText(/Camera preview/);
    await waitFor(() => expect(screen.getByText(/Point the camera at/)).toBeInTheDocument());
    unmount();
    expect(scanner.stop).toHaveBeenCalledTimes(2);
  });
});
