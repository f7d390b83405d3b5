import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  usersEndpoints as api,
  usersGroupEndpoints as groupApi,
  usersImageEndpoints as imageApi,
  type ManagedUser,
  type UserGroup,
} from '@b2c/contracts';
import { USER_MESSAGES } from '@b2c/domain';
import { answer, callsTo, errorAnswer, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeManagedUser } from '../../testing/factories.ts';
import { UserImageEditor } from './user-image-editor.tsx';
import { UsersGroupPanel } from './users-group-panel.tsx';

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 5000 });
const stamp = { version: 3, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'admin' };
/** A user of the shared factory with this id and name (the username follows the name). */
const managed = (id: number, name: string, patch: Partial<ManagedUser> = {}): ManagedUser =>
  fakeManagedUser({ id, name, userName: name.toLowerCase().replace(' ', '.'), groups: [], ...stamp, ...patch });
const GROUP: UserGroup = { id: 5, name: 'OPERATIONS', description: 'Ops', permissions: [], memberCount: 1, ...stamp };

describe('UserImageEditor', () => {
  it('sends the chosen image with the version as multipart and toasts the SPEC-style message', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(answer(imageApi.upload, { body: managed(7, 'Ravi Ops', { version: 4 }) }));
    renderWithProviders(<UserImageEditor user={managed(7, 'Ravi Ops')} />, { access: fakeAccess() });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png);
    expect(await toast(USER_MESSAGES.imageSaved)).toBeInTheDocument();
    const body = callsTo(calls, imageApi.upload)[0]!.body as FormData;
    expect(body.get('version')).toBe('3');
    expect((body.get('file') as File).name).toBe('face.png');
  });

  it('refuses a file over 2 MB without sending it, and shows the server refusal of a forged one', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(() => errorAnswer(400, 'Invalid data. File must be a JPEG, PNG or WebP image.'));
    renderWithProviders(<UserImageEditor user={managed(7, 'Ravi Ops')} />, { access: fakeAccess() });
    // antd renews its file input after each pick: find it again each time.
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input(), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await toast('The image is larger than 2 MB: choose a smaller one.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.upload(input(), new File(['<html>'], 'fake.png', { type: 'image/png' }));
    expect(await toast('Invalid data. File must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
  });

  it('deletes the image after a confirmation', async () => {
    const user = userEvent.setup();
    const withImage = managed(7, 'Ravi Ops', { imageUrl: '/api/storage/download/users/7/a.png?sig=x' });
    const calls = fakeApi(answer(imageApi.remove, { body: managed(7, 'Ravi Ops', { version: 4 }) }));
    renderWithProviders(<UserImageEditor user={withImage} />, { access: fakeAccess() });
    expect(screen.getByRole('img', { name: 'Profile image of Ravi Ops' })).toHaveAttribute('src', withImage.imageUrl);
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await toast(USER_MESSAGES.imageDeleted)).toBeInTheDocument();
    expect(callsTo(calls, imageApi.remove)[0]!.query.get('version')).toBe('3');
  });
});

describe('group members from the Groups tab', () => {
  it('lists a group’s members, adds a found user and removes one, with the SPEC toasts', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(groupApi.list, { body: [GROUP] }),
      (call) =>
        call.path === '/api/v2/users' && call.query.get('groupId') === '5'
          ? { body: [managed(1, 'Asha Member')] }
          : undefined,
      (call) =>
        call.path === '/api/v2/users' && call.query.get('name') === 'Ne'
          ? { body: [managed(1, 'Asha Member'), managed(2, 'Neel New')] }
          : undefined,
      answer(groupApi.addUser, { body: { ...GROUP, memberCount: 2 } }),
      answer(groupApi.removeUser, { body: { ...GROUP, memberCount: 0 } }),
    );
    renderWithProviders(<UsersGroupPanel />, { access: fakeAccess() });
    await user.click(await screen.findByRole('button', { name: 'Members of Operations' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of Operations' });
    expect(await within(dialog).findByRole('link', { name: 'Asha Member' })).toHaveAttribute('href', '/ums/1');

    await user.type(within(dialog).getByRole('combobox', { name: 'User to add' }), 'Ne');
    await user.click(await screen.findByText('Neel New (neel.new)'));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await toast(USER_MESSAGES.groupMemberAdded)).toBeInTheDocument();
    expect(callsTo(calls, groupApi.addUser)[0]!.body).toEqual({ userId: 2 });

    await user.click(within(dialog).getByRole('button', { name: 'Remove Asha Member' }));
    expect(await toast(USER_MESSAGES.groupMemberRemoved)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, groupApi.removeUser)[0]!.path).toBe('/api/v2/groups/5/users/1'));
    expect(callsTo(calls, api.list).some((c) => c.query.get('groupId') === '5')).toBe(true);
  });
});
