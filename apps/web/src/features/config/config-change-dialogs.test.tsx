import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configAdminEndpoints, usersEndpoints, type FeatureMatrixRow, type VerticalFlagsRow } from '@b2c/contracts';
import { CONFIG_MESSAGES, defaultVerticalFlags, type Feature } from '@b2c/domain';
import { AccessProvider } from '../../shared/session/access-provider.tsx';
import { useAccessContext } from '../../shared/session/use-access-context.ts';
import { visibleSidebarItems } from '../../shared/navigation/sidebar-visibility.ts';
import { configEndpoints } from '@b2c/contracts';
import { answer, callsTo, errorAnswer, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess, fakeAuth, fakeUiRules, fakeUser } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { FeatureChangeDialog, FlagsChangeDialog } from './config-change-dialogs.tsx';
import { FLAG_LABELS } from './config-labels.ts';

const stamp = { version: 4, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'admin' };
const FLAGS: VerticalFlagsRow = {
  vertical: 'AU:CAR',
  flags: defaultVerticalFlags({ country: 'AU', vehicleType: 'CAR' }),
  ...stamp,
};
const ROW: FeatureMatrixRow = { feature: 'scheduledTasks', verticals: [], ...stamp };

describe('FlagsChangeDialog', () => {
  it('needs a reason and a changed flag, then sends only the flags changed', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(configAdminEndpoints.changeFlags, { body: { ...FLAGS, message: CONFIG_MESSAGES.flagsSaved } }),
    );
    renderWithProviders(<FlagsChangeDialog row={FLAGS} onClose={() => undefined} />, { access: fakeAccess() });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reason is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Trackers fitted');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Change at least one flag before saving.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'GPS tracker' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONFIG_MESSAGES.flagsSaved)).toBeInTheDocument();
    expect(callsTo(calls, configAdminEndpoints.changeFlags).map((c) => c.body)).toEqual([
      { vertical: 'AU:CAR', flags: { gpsTracker: true }, reason: 'Trackers fitted', version: 4 },
    ]);
  });

  it('keeps key-overdue hours of -5 as typed and says the contract’s bound (issue 24 #16)', async () => {
    const user = userEvent.setup();
    const calls = fakeApi();
    renderWithProviders(<FlagsChangeDialog row={FLAGS} onClose={() => undefined} />, { access: fakeAccess() });
    const hours = screen.getByLabelText(FLAG_LABELS.keyOutOverdueHours);
    await user.clear(hours);
    await user.type(hours, '-5');
    await user.tab();
    expect(await screen.findByText(`${FLAG_LABELS.keyOutOverdueHours} must be at least 1.`)).toBeInTheDocument();
    expect(hours).toHaveValue('-5');
    await user.type(screen.getByLabelText('Reason'), 'Tighter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(callsTo(calls, configAdminEndpoints.changeFlags)).toEqual([]);
  });

  it('offers no SPEC wording as a flag: neither "Park" nor "SF Scheduled Logistics" can be renamed here', () => {
    fakeApi();
    const th: VerticalFlagsRow = {
      vertical: 'TH:CAR',
      flags: defaultVerticalFlags({ country: 'TH', vehicleType: 'CAR' }),
      ...stamp,
    };
    for (const row of [FLAGS, th]) {
      const { unmount } = renderWithProviders(<FlagsChangeDialog row={row} onClose={() => undefined} />, {
        access: fakeAccess(),
      });
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).queryByText(/stock-in label|scheduled tasks title/i)).toBeNull();
      expect(within(dialog).queryByDisplayValue(/^(Park|SF Scheduled Logistics)$/)).toBeNull();
      unmount();
    }
  });

  it('puts the server’s field message next to the field', async () => {
    const user = userEvent.setup();
    fakeApi(
      answer(
        configAdminEndpoints.changeFlags,
        errorAnswer(400, 'Invalid data.', {
          validation: [{ field: 'body.reason', message: 'must have at least 3 characters' }],
        }),
      ),
    );
    renderWithProviders(<FlagsChangeDialog row={FLAGS} onClose={() => undefined} />, { access: fakeAccess() });
    await user.type(screen.getByLabelText('Reason'), 'abc');
    await user.click(screen.getByRole('switch', { name: 'Reserve button' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reason must have at least 3 characters.')).toBeInTheDocument();
  });
});

const paths = new Map<Feature, string>([
  ['inventory', '/inventory'],
  ['scheduledTasks', '/scheduled-tasks'],
]);

/**
 * The shell's real ui-rules query and the sidebar's own visibility rule (the layout draws exactly these
 * items; features may not import the layout itself), beside the dialog that changes the matrix.
 */
const SidebarWithDialog = ({ enabled }: { enabled: boolean }) => {
  const state = useAccessContext();
  if (state.status !== 'ready') return <p>loading</p>;
  return (
    <AccessProvider value={state.ctx}>
      <ul aria-label="Sidebar">
        {visibleSidebarItems(state.ctx, paths).map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
      <FeatureChangeDialog toggle={{ row: ROW, vertical: 'IN:CAR', enabled }} onClose={() => undefined} />
    </AccessProvider>
  );
};

describe('a feature matrix change', () => {
  it.each([true, false])(
    'turns the sidebar item on / off (%s) in this panel as soon as it is saved',
    async (enabled) => {
      const user = userEvent.setup();
      let scheduled = !enabled;
      const rules = () => {
        const base = fakeUiRules();
        return { ...base, features: { ...base.features, scheduledTasks: scheduled } };
      };
      const calls = fakeApi(
        answer(configEndpoints.uiRules, () => ({ body: rules() })),
        answer(usersEndpoints.lookup, { body: [] }),
        answer(configAdminEndpoints.changeFeature, () => {
          scheduled = enabled;
          const verticals = enabled ? ['IN:CAR'] : [];
          return { body: { ...ROW, verticals, version: 5, message: CONFIG_MESSAGES.featureSaved } };
        }),
      );
      renderWithProviders(<SidebarWithDialog enabled={enabled} />, {
        auth: fakeAuth(fakeUser({ countries: ['IN'], vehicleTypes: ['CAR'] })),
      });
      const sidebar = await screen.findByRole('list', { name: 'Sidebar' });
      expect(within(sidebar).getByText('Inventory')).toBeInTheDocument();
      expect(within(sidebar).queryByText('Scheduled Tasks') !== null).toBe(!enabled);
      await user.type(screen.getByLabelText('Reason'), 'Planned transfers change');
      await user.click(screen.getByRole('button', { name: enabled ? 'Turn on' : 'Turn off' }));
      expect(await screen.findByText(CONFIG_MESSAGES.featureSaved)).toBeInTheDocument();
      await waitFor(() => expect(within(sidebar).queryByText('Scheduled Tasks') !== null).toBe(enabled));
      expect(callsTo(calls, configAdminEndpoints.changeFeature)[0]?.body).toEqual({
        feature: 'scheduledTasks',
        vertical: 'IN:CAR',
        enabled,
        reason: 'Planned transfers change',
        version: 4,
      });
    },
  );
});
