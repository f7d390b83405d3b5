import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { MESSAGES, type IdentifierRule, type StockInBy } from '@b2c/domain';
import type { StockInResult } from '@b2c/contracts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useStockIn } from './stock-in-api.ts';
import { identifierFor, identifierProblem, newIdempotencyKey, normalizeIdentifier } from './stock-in-form.ts';
import type { ChosenLocation } from './stock-in-location-step.tsx';

/** SPEC §8: a stock-in failure shows the server message, else the server error field. */
const failureText = (error: unknown): string => {
  if (isApiError(error)) return error.body?.message || error.body?.error || MESSAGES.fallbackError;
  return MESSAGES.fallbackError;
};

interface Props {
  location: ChosenLocation;
  stockInBy: NonNullable<StockInBy>;
  rule: IdentifierRule;
  onDone: (result: StockInResult, identifier: string) => void;
  onChangeLocation: () => void;
}

/**
 * SPEC §2 step 2 "Click to scan for stock-in". Manual entry only: camera scanning needs @zxing/browser,
 * which this build does not include, so the field says so instead of offering a camera that cannot work.
 */
export const StockInScanStep = ({ location, stockInBy, rule, onDone, onChangeLocation }: Props) => {
  const { path, label } = identifierFor(stockInBy);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const stockIn = useStockIn();

  const submit = () => {
    const ruleProblem = identifierProblem(value, label, rule);
    setProblem(ruleProblem);
    if (ruleProblem) return;
    const identifier = normalizeIdentifier(value);
    stockIn.mutate(
      { path, value: identifier, locationCode: location.code, idempotencyKey: newIdempotencyKey() },
      { onSuccess: (result) => onDone(result, identifier) },
    );
  };

  return (
    <Form layout="vertical" onFinish={submit}>
      <h3 className="stock-in-step-title">{MESSAGES.clickToScan}</h3>
      <Typography.Paragraph>
        Location: <strong>{location.name}</strong> ({location.code}){' '}
        <Button type="link" size="small" onClick={onChangeLocation}>
          Change
        </Button>
      </Typography.Paragraph>
      <Form.Item
        label={label}
        htmlFor="stock-in-identifier"
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? 'Manual entry: camera scanning is not available in this build.'}
      >
        <Input
          id="stock-in-identifier"
          value={value}
          autoFocus
          autoComplete="off"
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(undefined);
            stockIn.reset();
          }}
        />
      </Form.Item>
      {stockIn.isError ? (
        <Alert type="error" showIcon title={failureText(stockIn.error)} role="alert" className="stock-in-error" />
      ) : null}
      <Button type="primary" htmlType="submit" disabled={value.trim() === ''} loading={stockIn.isPending} block>
        Submit
      </Button>
    </Form>
  );
};
