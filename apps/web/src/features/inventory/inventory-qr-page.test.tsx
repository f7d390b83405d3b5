import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { errorAnswer, fakeApi } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';
import { InventoryQrPage, qrContentFor } from './inventory-qr-page.tsx';

const PIXELS_PER_MODULE = 4;

/**
 * Reads the drawn SVG back as a scanner would: each dark run of the code's path ("M{x} {y}h{w}v1…")
 * painted black on white, then decoded by zxing, which knows nothing of how the code was made.
 */
const decodeSvg = (svg: SVGSVGElement): string => {
  const modules = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const side = modules * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  const dark = [...svg.querySelectorAll('path')].at(-1)?.getAttribute('d') ?? '';
  for (const [, x, y, width] of dark.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1/g)) {
    for (let row = 0; row < PIXELS_PER_MODULE; row++) {
      const start = (Number(y) * PIXELS_PER_MODULE + row) * side + Number(x) * PIXELS_PER_MODULE;
      pixels.fill(0, start, start + Number(width) * PIXELS_PER_MODULE);
    }
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, side, side)));
  return new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
};

const renderPage = (appointmentId: string) =>
  renderWithProviders(<InventoryQrPage />, {
    url: `/inventory/${appointmentId}/qr-code`,
    path: '/inventory/:inventoryId/qr-code',
  });

describe('inventory QR page', () => {
  it("draws a code that scans to the car's detail URL, with the car's label under it", async () => {
    fakeApi((c) => (c.path.endsWith('/apt-10000000042') ? { body: fakeCar() } : undefined));
    renderPage('10000000042');

    const code = await screen.findByRole('img', { name: 'QR code linking to vehicle 10000000042' });
    expect(decodeSvg(code as unknown as SVGSVGElement)).toBe(`${window.location.origin}/inventory/10000000042`);
    expect(qrContentFor('10000000042')).toBe(`${window.location.origin}/inventory/10000000042`);
    expect(screen.getByRole('heading', { name: 'MH12AB1234' })).toBeTruthy();
    expect(screen.getByText('2021 Maruti Swift · apt-10000000042')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Print/ })).toBeTruthy();
  });

  it('escapes the appointment id in the URL it encodes', () => {
    expect(qrContentFor('A/1 2', 'https://panel.test')).toBe('https://panel.test/inventory/A%2F1%202');
  });

  it('says why when the car cannot be read, and draws no code', async () => {
    fakeApi(() => errorAnswer(404, 'Inventory 999 not found.'));
    renderPage('999');

    expect(await screen.findByText('Inventory 999 not found.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });
});
