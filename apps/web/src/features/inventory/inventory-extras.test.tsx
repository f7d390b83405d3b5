import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryEndpoints as api, inventoryFactEndpoints } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { InventoryActionBar } from './inventory-action-bar.tsx';
import { CONFLICT_TITLE } from './inventory-conflict-alert.tsx';
import { InventoryChassisUploadDialog, chassisFileProblem } from './inventory-chassis-upload-dialog.tsx';
import { InventoryDetailsDialog, changedDetails, refurbStageLabel } from './inventory-details-dialog.tsx';
import { InventoryRegistrationDialog, registrationProblem } from './inventory-registration-dialog.tsx';
import { answer, callsTo, errorAnswer, fakeApi } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 5000 });
const none = () => undefined;
const access = (country: 'IN' | 'AU' | 'TH') => {
  const vertical = { country, vehicleType: 'CAR' } as const;
  return fakeAccess({ vertical, uiRules: fakeUiRules(vertical) });
};
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'chassis.png', { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]')!;
/** The dialog's conflict alert (the error toast is an alert too). */
const conflictAlert = async () =>
  (await screen.findByText(CONFLICT_TITLE, {}, { timeout: 5000 })).closest<HTMLElement>('.ant-alert')!;

describe('chassis image upload', () => {
  it('sends the image and the appointment id as multipart and toasts "BarCode saved successfully!"', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(inventoryFactEndpoints.uploadChassis, {
        body: {
          id: 1,
          fileName: 'chassis.png',
          mimeType: 'image/png',
          sizeBytes: 8,
          sha256: 'a'.repeat(64),
          uploadedBy: 'admin',
          uploadedAt: '2025-11-01T06:00:00.000Z',
          message: MESSAGES.barcodeSaved,
        },
      }),
    );
    renderWithProviders(<InventoryChassisUploadDialog car={fakeCar()} onClose={none} />, { access: fakeAccess() });
    await user.upload(fileInput(), png());
    expect(await screen.findByText('chassis.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload chassis image' }));
    expect(await toast(MESSAGES.barcodeSaved)).toBeInTheDocument();
    expect(MESSAGES.barcodeSaved).toBe('BarCode saved successfully!');
    const uploads = callsTo(calls, inventoryFactEndpoints.uploadChassis);
    expect(uploads).toHaveLength(1);
    const body = uploads[0]!.body as FormData;
    expect(body.get('appointmentId')).toBe('10000000042');
    expect((body.get('file') as File).name).toBe('chassis.png');
  });

  it('shows the server message when the upload is refused', async () => {
    const user = userEvent.setup();
    fakeApi(() => errorAnswer(400, 'Inventory apt-10000000042 not found.'));
    renderWithProviders(<InventoryChassisUploadDialog car={fakeCar()} onClose={none} />, { access: fakeAccess() });
    await user.upload(fileInput(), png());
    await user.click(screen.getByRole('button', { name: 'Upload chassis image' }));
    expect(await toast('Inventory apt-10000000042 not found.')).toBeInTheDocument();
  });

  it('takes images of at most 5 MB only, and sends nothing without one', async () => {
    expect(chassisFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/JPEG, PNG/);
    expect(chassisFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(/5 MB/);
    expect(chassisFileProblem({ type: 'image/jpeg', size: 1000 })).toBeUndefined();
    const user = userEvent.setup();
    const calls = fakeApi();
    renderWithProviders(<InventoryChassisUploadDialog car={fakeCar()} onClose={none} />, { access: fakeAccess() });
    await user.click(screen.getByRole('button', { name: 'Upload chassis image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an image first.');
    expect(calls).toHaveLength(0);
  });
});

describe('Edit vehicle details', () => {
  it('sends each changed field to PUT …/{x}/update, chaining the version, and shows business labels by SPEC name', async () => {
    const user = userEvent.setup();
    const car = fakeCar();
    let version = car.version;
    const calls = fakeApi(
      answer(api.updateField, () => {
        version += 1;
        return { body: { inventory: { ...car, version }, pendingAction: null, message: 'Inventory updated' } };
      }),
    );
    renderWithProviders(<InventoryDetailsDialog car={car} onClose={none} onReload={none} />, { access: access('IN') });
    // BETA_GO reads "Value Car"; GO is "GS".
    expect(screen.getByTitle('Value Car')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Hold reason' }));
    await user.click(await screen.findByTitle('Pending Trade'));
    await user.click(screen.getByRole('combobox', { name: 'Business label' }));
    await user.click(await screen.findByTitle('GS'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await toast('Inventory updated')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(callsTo(calls, api.updateField).map((c) => [c.params, c.body])).toEqual([
      [
        { id: '10000000042', x: 'holdReason' },
        { value: 'PENDING_TRADE', version: 3 },
      ],
      [
        { id: '10000000042', x: 'businessLabel' },
        { value: 'GO', version: 4 },
      ],
    ]);
  });

  it('offers sales type only in AU and network types per country', async () => {
    fakeApi();
    const user = userEvent.setup();
    const au = renderWithProviders(
      <InventoryDetailsDialog car={fakeCar({ country: 'AU' })} onClose={none} onReload={none} />,
      { access: access('AU') },
    );
    expect(screen.getByRole('combobox', { name: 'Sales type' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Network type' }));
    expect(await screen.findByTitle('C2B')).toBeInTheDocument();
    expect(screen.queryByTitle('Dealer')).not.toBeInTheDocument();
    au.unmount();
    renderWithProviders(<InventoryDetailsDialog car={fakeCar({ country: 'TH' })} onClose={none} onReload={none} />, {
      access: access('TH'),
    });
    expect(screen.queryByRole('combobox', { name: 'Sales type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Network type' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Refurb stage' })).toBeInTheDocument();
  });

  it('sends only what changed; a cleared field is null', () => {
    const fields = ['holdReason', 'refurbStage', 'avgMarketPrice'] as const;
    expect(
      changedDetails(
        fields,
        { holdReason: 'TRADE', refurbStage: undefined, avgMarketPrice: 5 },
        { holdReason: undefined, refurbStage: undefined, avgMarketPrice: 5 },
      ),
    ).toEqual([{ field: 'holdReason', value: null }]);
    expect(refurbStageLabel('mech-service')).toBe('Mech Service');
  });

  it('on 409 keeps the input and offers a reload', async () => {
    const user = userEvent.setup();
    fakeApi(() =>
      errorAnswer(
        409,
        'Inventory apt-10000000042 was changed by someone else (version 4, yours 3). Reload it and try again.',
      ),
    );
    let reloaded = false;
    renderWithProviders(<InventoryDetailsDialog car={fakeCar()} onClose={none} onReload={() => (reloaded = true)} />, {
      access: access('IN'),
    });
    await user.click(screen.getByRole('combobox', { name: 'Hold reason' }));
    await user.click(await screen.findByTitle('Trade'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const alert = await conflictAlert();
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getAllByTitle('Trade').length).toBeGreaterThan(0);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(reloaded).toBe(true);
  });
});

describe('registration number update', () => {
  it("checks the vertical's identifier rule before sending", async () => {
    expect(registrationProblem('AB-12', 'ALPHANUMERIC')).toMatch(/letters and digits only/);
    expect(registrationProblem('กข-1234', 'THAI_ALPHANUMERIC_HYPHEN')).toBeUndefined();
    expect(registrationProblem('  ', 'ALPHANUMERIC')).toBe('Registration number is required.');
    const user = userEvent.setup();
    const calls = fakeApi();
    renderWithProviders(<InventoryRegistrationDialog car={fakeCar()} onClose={none} onReload={none} />, {
      access: access('IN'),
    });
    const input = screen.getByLabelText('Registration number');
    await user.clear(input);
    await user.type(input, 'MH-12');
    await user.click(screen.getByRole('button', { name: 'Update registration number' }));
    expect(await screen.findByText('Registration number must use letters and digits only.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the normalised number with the version and toasts the server message', async () => {
    const user = userEvent.setup();
    const car = fakeCar();
    const calls = fakeApi(
      answer(api.updateRegistration, {
        body: {
          inventory: { ...car, registrationNumber: 'กข-1234', version: 4 },
          pendingAction: null,
          message: 'Registration number updated',
        },
      }),
    );
    renderWithProviders(<InventoryRegistrationDialog car={car} onClose={none} onReload={none} />, {
      access: access('TH'),
    });
    const input = screen.getByLabelText('Registration number');
    await user.clear(input);
    await user.type(input, ' กข-1234 ');
    await user.click(screen.getByRole('button', { name: 'Update registration number' }));
    expect(await toast('Registration number updated')).toBeInTheDocument();
    expect(callsTo(calls, api.updateRegistration)[0]).toMatchObject({
      params: { id: '10000000042' },
      body: { registrationNumber: 'กข-1234', version: 3 },
    });
  });

  it('shows the server message on a clash (409) and offers a reload', async () => {
    const user = userEvent.setup();
    fakeApi(() => errorAnswer(409, 'Registration number MH12ZZ9999 already belongs to apt-1.'));
    renderWithProviders(<InventoryRegistrationDialog car={fakeCar()} onClose={none} onReload={none} />, {
      access: access('IN'),
    });
    const input = screen.getByLabelText('Registration number');
    await user.clear(input);
    await user.type(input, 'MH12ZZ9999');
    await user.click(screen.getByRole('button', { name: 'Update registration number' }));
    expect(await toast('Registration number MH12ZZ9999 already belongs to apt-1.')).toBeInTheDocument();
    expect(await conflictAlert()).toHaveTextContent('Your input is kept');
    expect(screen.getByLabelText('Registration number')).toHaveValue('MH12ZZ9999');
  });
});

describe('InventoryActionBar extras', () => {
  const names = ['Edit vehicle details', 'Update registration number', 'Upload chassis image'];

  it('offers the three edits with UPDATE_INVENTORY and hides them without it', () => {
    fakeApi();
    const first = renderWithProviders(<InventoryActionBar car={fakeCar()} onReload={none} />, { access: fakeAccess() });
    for (const name of names) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    first.unmount();
    const base = fakeUiRules();
    renderWithProviders(<InventoryActionBar car={fakeCar()} onReload={none} />, {
      access: fakeAccess({
        uiRules: { ...base, actionPermissions: { ...base.actionPermissions, UPDATE_INVENTORY: false } },
      }),
    });
    for (const name of names) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('opens the chassis upload dialog from the bar', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderWithProviders(<InventoryActionBar car={fakeCar()} onReload={none} />, { access: fakeAccess() });
    await user.click(screen.getByRole('button', { name: 'Upload chassis image' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Chassis number CH123'));
  });
});
