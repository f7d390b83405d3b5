import type { Page } from 'playwright-core';

/**
 * Test set-up through the API as the signed-in page calls it (its token from the OIDC user store): the
 * choice of cars and days a spec needs. The steps under test are still clicked.
 */
export const pageApi = <T>(page: Page, path: string, country: string, vehicleType = 'CAR') =>
  page.evaluate(
    async ({ path, country, vehicleType }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      const res = await fetch(path, {
        headers: { Authorization: `Bearer ${token}`, 'X-Country': country, 'X-Vehicle-Type': vehicleType },
      });
      return ((await res.json()) as { data: unknown }).data;
    },
    { path, country, vehicleType },
  ) as Promise<T>;

/** The header's vertical lives in localStorage (SPEC §9 keys): set it and load the panel again. */
export async function workIn(page: Page, country: string, vehicleType = 'CAR'): Promise<void> {
  await page.evaluate(
    ({ country, vehicleType }) => {
      localStorage.setItem('country', country);
      localStorage.setItem('vehicleType', vehicleType);
    },
    { country, vehicleType },
  );
  await page.reload();
  await page.getByRole('menu', { name: 'Main navigation' }).waitFor();
}

/** A location Select (options "Name (CODE)"): open it, type the code, take the option of that code. */
export async function pickLocation(page: Page, label: string, code: string, scope = page.locator('body')) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(code);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title$="(${code})"]`).click();
}

export interface ApiCar {
  appointmentId: string;
  registrationNumber: string | null;
  locationCode: string | null;
  movementActive: boolean;
}

/** Stocked-in cars without a movement, from the end of the list (other specs take the first ones). */
export async function freeCars(page: Page, country: string): Promise<ApiCar[]> {
  const cars = await pageApi<ApiCar[]>(page, '/api/inventory?locationStatus=STOCKED_IN&size=100', country);
  return cars.filter((c) => !c.movementActive && c.locationCode && c.registrationNumber).reverse();
}
