import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { BarcodeFormat, EncodeHintType, MultiFormatWriter } from '@zxing/library';
import { MESSAGES } from '@b2c/domain';
import { launchBrowser, newSession, signIn, type Session } from '../support/browser.ts';
import { pageApi } from '../support/page-api.ts';

/**
 * SPEC §2 stock-in step 2 by camera: Chromium's fake camera plays a Y4M video of a QR code holding a
 * seeded car's registration number; the scan fills the field and the stock-in goes through.
 */

interface Car {
  appointmentId: string;
  registrationNumber: string | null;
  locationCode: string | null;
  movementActive: boolean;
}

const W = 640;
const H = 480;

/**
 * A few frames of a 4:2:0 Y4M video, grey-scale: a QR code of `text`, black on white, in the middle
 * (chroma planes 128 = no colour). Chromium loops the file as the camera's picture.
 */
const barcodeVideo = (text: string): Buffer => {
  const side = 360;
  const hints = new Map<EncodeHintType, unknown>([[EncodeHintType.MARGIN, 4]]);
  const matrix = new MultiFormatWriter().encode(text, BarcodeFormat.QR_CODE, side, side, hints);
  const luma = Buffer.alloc(W * H, 255);
  const left = (W - matrix.getWidth()) >> 1;
  const top = (H - matrix.getHeight()) >> 1;
  for (let y = 0; y < matrix.getHeight(); y++) {
    for (let x = 0; x < matrix.getWidth(); x++) {
      if (matrix.get(x, y)) luma[(top + y) * W + left + x] = 0;
    }
  }
  const chroma = Buffer.alloc((W * H) / 4, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array<Buffer>(5).fill(frame),
  ]);
};

/** The API as the signed-in page calls it (its token from the OIDC user store), to pick a seeded car. */
const carsOf = (page: Page, country: string) =>
  pageApi<Car[]>(page, '/api/inventory?locationStatus=STOCKED_IN&size=100', country);

/** antd Select / AutoComplete: click, type, pick the option with this text. */
const pick = async (page: Page, field: Locator, typed: string, option: string) => {
  await field.click();
  await page.keyboard.type(typed);
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .first()
    .click();
};

let dir: string;
let browser: Browser | undefined;
let session: Session | undefined;
let registration: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'b2c-fake-camera-'));
  // The car is chosen once signed in; the browser needs its camera file at launch, so a first browser
  // picks the car, then the camera browser starts with that car's code.
  const picker = await launchBrowser();
  try {
    const s = await newSession(picker);
    await signIn(s.page, 'admin', 'admin123');
    // Not the car movement-stock-in.spec takes (its first such car), and not one already at a hub.
    const candidates = (await carsOf(s.page, 'IN')).filter(
      (c) => c.registrationNumber && !c.movementActive && c.locationCode && !c.locationCode.startsWith('HUB-'),
    );
    expect(candidates.length, 'two seeded stocked-in cars away from a hub').toBeGreaterThanOrEqual(2);
    registration = candidates.at(-1)!.registrationNumber!;
  } finally {
    await picker.close();
  }
  const video = join(dir, 'barcode.y4m');
  writeFileSync(video, barcodeVideo(registration));
  browser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
});

afterAll(async () => {
  await session?.context.close();
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('stock-in by camera', () => {
  it('scans a QR code of a registration number from the fake camera and stocks the car in', async () => {
    session = await newSession(browser!, { width: 375, height: 740 });
    const { page } = session;
    await signIn(page, 'admin', 'admin123');

    await page.getByRole('button', { name: 'Stock In', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(MESSAGES.chooseLocation, { exact: true }).isVisible()).toBe(true);
    await pick(page, dialog.getByLabel('Location Type'), 'Parent', 'Parent Hub');
    await pick(page, dialog.getByLabel('City'), 'New ', 'New Delhi');
    await pick(page, dialog.getByLabel('Location', { exact: true }), 'New ', 'New Delhi Parent Hub');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();

    await expect.poll(() => dialog.getByText(MESSAGES.clickToScan, { exact: true }).isVisible()).toBe(true);
    const field = dialog.getByLabel('Registration Number');
    expect(await field.inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Scan with camera' }).click();
    await expect
      .poll(() => field.inputValue(), { timeout: 20_000 })
      .toBe(registration.replace(/\s+/g, '').toUpperCase());
    // The camera is released once the code is read.
    expect(await dialog.getByLabel(/Camera preview/).count()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
    await page.screenshot({ path: process.env.STOCK_IN_CAMERA_SHOT ?? '/tmp/stock-in-camera-filled.png' });

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => dialog.getByText(MESSAGES.stockedInSuccessfully, { exact: true }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(session.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
