import { useState, type ReactNode } from 'react';
import { Button } from 'antd';

/**
 * An error toast's "Copy reference": the failed request's trace id, which the API's logs, its error
 * answer and the Errors screen all carry, so a user can quote it and an operator find the request.
 */
const CopyReference = ({ reference }: { reference: string }) => {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="link"
      size="small"
      title={`Reference ${reference}`}
      onClick={() => {
        void navigator.clipboard
          ?.writeText(reference)
          .then(() => setCopied(true))
          .catch(() => undefined);
      }}
    >
      {copied ? 'Reference copied' : 'Copy reference'}
    </Button>
  );
};

/** The message keeps its own element, so it reads (and is found) as the message alone. */
export const withReference = (content: ReactNode, reference: string): ReactNode => (
  <span>
    <span>{content}</span> <CopyReference reference={reference} />
  </span>
);
