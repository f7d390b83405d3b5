import { useNavigate } from 'react-router';
import { Col, Form, Input, Row, Switch } from 'antd';
import { locusTeamInput, locusTeamUpdate, type LocusTeam } from '@b2c/contracts';
import { cleanText } from '../../shared/forms/form-values.ts';
import { StaleEditAlert } from '../../shared/forms/stale-edit-alert.tsx';
import { useSaveForm } from '../../shared/forms/use-save-form.ts';
import { CitySelect, FormButtons, half, rulesFor } from './masterdata-form-kit.tsx';
import { useCreateLocusTeam, useUpdateLocusTeam } from './locus-team-api.ts';

export interface LocusTeamFormValues {
  teamId?: string;
  name?: string;
  cityCode?: string;
  active?: boolean;
}

export const LOCUS_TEAM_LABELS = { teamId: 'Team id', name: 'Name', cityCode: 'City', active: 'Active' };
const rule = rulesFor(locusTeamInput.shape, LOCUS_TEAM_LABELS);
const LIST = '/masterdata/locus-teams';

const toCapitals = (value: string | undefined) => value?.toUpperCase();

const draft = (v: LocusTeamFormValues) => ({ name: cleanText(v.name), cityCode: v.cityCode, active: v.active ?? true });

/**
 * A Locus team of the vertical: Locus's team id (fixed once saved, movements keep it), a name and its
 * city. SPEC §8 has no save wording for it, so, like pincodes, a save just returns to the grid.
 */
export const LocusTeamForm = ({ team, onReload }: { team?: LocusTeam; onReload?: () => void }) => {
  const [form] = Form.useForm<LocusTeamFormValues>();
  const navigate = useNavigate();
  const create = useCreateLocusTeam();
  const update = useUpdateLocusTeam(team?.id ?? 0);
  const common = { form, labels: LOCUS_TEAM_LABELS, onSaved: () => void navigate(LIST) };
  const creating = useSaveForm({ ...common, schema: locusTeamInput, save: create.mutateAsync });
  const updating = useSaveForm({ ...common, schema: locusTeamUpdate, save: update.mutateAsync });
  const saver = team ? updating : creating;

  const submit = (values: LocusTeamFormValues) =>
    team
      ? updating.submit({ ...draft(values), version: team.version })
      : creating.submit({ ...draft(values), teamId: cleanText(values.teamId) });

  return (
    <>
      <StaleEditAlert saver={saver} onReload={onReload} />
      <Form<LocusTeamFormValues>
        form={form}
        layout="vertical"
        aria-label={team ? 'Edit Locus team' : 'Add Locus team'}
        initialValues={team ?? { active: true }}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col {...half}>
            {/* Locus ids are capitals: what is typed is shown (and checked) in capitals. */}
            <Form.Item
              name="teamId"
              label={LOCUS_TEAM_LABELS.teamId}
              required
              rules={team ? [] : rule('teamId')}
              normalize={toCapitals}
            >
              <Input disabled={Boolean(team)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="name" label={LOCUS_TEAM_LABELS.name} required rules={rule('name')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="cityCode" label={LOCUS_TEAM_LABELS.cityCode} required rules={rule('cityCode')}>
              <CitySelect />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="active" label={LOCUS_TEAM_LABELS.active} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <FormButtons saving={saver.saving} listPath={LIST} />
      </Form>
    </>
  );
};
