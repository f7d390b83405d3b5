import { useState } from 'react';
import { Flex, List, Select, Switch, Typography } from 'antd';
import { alwaysShownReason, featureLabel, isAlwaysShown } from '@b2c/domain';
import { useFeatureMatrix } from './config-api.ts';
import type { FeatureToggle } from './config-change-dialogs.tsx';
import { verticalLabel } from './config-labels.ts';
import { matrixFeatureName } from './config-columns.tsx';

interface Props {
  verticals: readonly string[];
  canEdit: boolean;
  onToggle: (toggle: FeatureToggle) => void;
}

/**
 * The feature matrix on a phone (issue 24 #22): the grid's cards were one per feature with a switch per
 * vertical, 18 cards of 12 switches. Here a feature is picked first, then its verticals are one short list.
 */
export const FeatureMatrixPhone = ({ verticals, canEdit, onToggle }: Props) => {
  const matrix = useFeatureMatrix();
  const [feature, setFeature] = useState<string | undefined>();
  const row = matrix.data?.find((r) => r.feature === feature);
  const fixed = row !== undefined && isAlwaysShown(row.feature);
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        Feature matrix
      </Typography.Title>
      <Select
        aria-label="Feature"
        placeholder="Choose a feature"
        loading={matrix.isPending}
        value={feature}
        onChange={setFeature}
        options={(matrix.data ?? []).map((r) => ({
          value: r.feature,
          label: isAlwaysShown(r.feature)
            ? matrixFeatureName(r.feature)
            : `${featureLabel(r.feature)} (${r.verticals.length} of ${verticals.length} on)`,
        }))}
      />
      {matrix.isError ? <Typography.Text type="danger">The feature matrix could not be loaded.</Typography.Text> : null}
      {fixed ? (
        <Typography.Text type="secondary">{alwaysShownReason(featureLabel(row.feature))}</Typography.Text>
      ) : null}
      {row ? (
        <List
          size="small"
          bordered
          dataSource={[...verticals]}
          renderItem={(vertical) => (
            <List.Item
              extra={
                <Switch
                  size="small"
                  aria-label={`${featureLabel(row.feature)} in ${verticalLabel(vertical)}`}
                  checked={fixed || row.verticals.includes(vertical)}
                  disabled={!canEdit || fixed}
                  onChange={(enabled) => onToggle({ row, vertical, enabled })}
                />
              }
            >
              {verticalLabel(vertical)}
            </List.Item>
          )}
        />
      ) : null}
    </Flex>
  );
};
