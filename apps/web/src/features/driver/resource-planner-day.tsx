import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Flex, List, Row, Typography } from 'antd';
import { driverEndpoints as api } from '@b2c/contracts';
import { isIsoDate, todayIn } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/call.ts';
import { useVertical } from '../../shared/vertical/use-vertical.ts';
import { driverKeys } from './driver-api.ts';
import { DateInput } from '../../shared/forms/date-inputs.tsx';

const useResourceDay = (locationCode: string, date: string) =>
  useQuery({
    queryKey: driverKeys.day(locationCode, date),
    queryFn: () => call(api.planDay, { query: { locationCode, date } }),
  });

/**
 * Who is available at the driver's home location on a date (issue 13): the drivers whose weekly plan
 * covers that weekday, and the hub staff the users' roster has on duty there, leaves taken off. The
 * planner sets this driver's week beside who receives the cars at the hub.
 */
export const ResourcePlannerDay = ({ locationCode }: { locationCode: string }) => {
  const { vertical } = useVertical();
  const [date, setDate] = useState(() => todayIn(vertical?.country ?? 'IN'));
  const day = useResourceDay(locationCode, date);
  return (
    <section aria-label={`Available at ${locationCode}`} style={{ marginTop: 16 }}>
      <Flex wrap gap="small" align="center" justify="space-between">
        <Typography.Title level={2} style={{ fontSize: 16, margin: '8px 0' }}>
          Available at {locationCode}
        </Typography.Title>
        <DateInput
          aria-label="Available on"
          value={date}
          allowClear={false}
          onChange={(d) => d !== undefined && isIsoDate(d) && setDate(d)}
          style={{ width: 170 }}
        />
      </Flex>
      {day.isError ? <Alert type="error" showIcon title={errorMessage(day.error)} /> : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <List
            size="small"
            header={<strong>Drivers planned</strong>}
            loading={day.isLoading}
            dataSource={day.data?.drivers ?? []}
            locale={{ emptyText: 'No driver planned that day.' }}
            renderItem={(d) => (
              <List.Item>
                {d.name} · {d.from}–{d.to}
              </List.Item>
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <List
            size="small"
            header={<strong>Hub staff on duty</strong>}
            loading={day.isLoading}
            dataSource={day.data?.staff ?? []}
            locale={{ emptyText: 'Nobody rostered that day.' }}
            renderItem={(s) => (
              <List.Item>
                {s.name} · {s.shiftStart}–{s.shiftEnd}
              </List.Item>
            )}
          />
        </Col>
      </Row>
    </section>
  );
};
